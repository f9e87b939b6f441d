import { Link } from 'react-router-dom';
import { PlusIcon, UploadIcon } from '../icons';

/** Footer with the calls to action to add a book (to /add-book) or many from a CSV file (to /import). */
export function Footer() {
  return (
    <footer className="site-footer">
      <div className="container footer-cta">
        <div>
          <h2 className="footer-cta__title">Know a book the shelves are missing?</h2>
          <p className="footer-cta__text">Add it to the catalogue so everyone can find and borrow it.</p>
        </div>
        <div className="footer-cta__actions">
          <Link to="/add-book" className="button button--primary">
            <PlusIcon />
            Add a new book
          </Link>
          <Link to="/import" className="button button--secondary">
            <UploadIcon />
            Import a CSV file
          </Link>
        </div>
      </div>
      <div className="footer-bottom">
        <p className="container">Booknook — browse, lend and keep track of every copy.</p>
      </div>
    </footer>
  );
}
