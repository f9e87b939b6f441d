import { Link } from 'react-router-dom';
import { PlusIcon } from '../icons';

/** Footer with the call to action to add a book (to /add-book). */
export function Footer() {
  return (
    <footer className="site-footer">
      <div className="container footer-cta">
        <div>
          <h2 className="footer-cta__title">Know a book the shelves are missing?</h2>
          <p className="footer-cta__text">Add it to the catalogue so everyone can find and borrow it.</p>
        </div>
        <Link to="/add-book" className="button button--primary">
          <PlusIcon />
          Add a new book
        </Link>
      </div>
      <div className="footer-bottom">
        <p className="container">Booknook — browse, lend and keep track of every copy.</p>
      </div>
    </footer>
  );
}
