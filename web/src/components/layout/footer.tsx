import { AUTH_MESSAGES } from '@library/api/contract/rules';
import { Link } from 'react-router-dom';
import { may, useAccess } from '../../lib/access';
import { PlusIcon, UploadIcon } from '../icons';

/**
 * Footer: for those who may change the catalogue, the calls to action to add a book (to /add-book) or
 * many from a CSV file (to /import); while the library is open, the line saying so, with its setup.
 */
export function Footer() {
  // One watch of the viewer's answer for both (the header has its own): each watch is work at hydration.
  const { access } = useAccess();
  return (
    <footer className="site-footer">
      {may(access, 'createBook') ? (
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
      ) : null}
      <div className="footer-bottom">
        <p className="container">Booknook — browse, lend and keep track of every copy.</p>
        {access.open ? (
          <p className="container footer-open">
            {AUTH_MESSAGES.openCatalogue}. <Link to="/setup">Protect it with a staff sign-in</Link>
          </p>
        ) : null}
      </div>
    </footer>
  );
}
