import { Link } from 'react-router-dom';

/** Shown when a member id (page, edit) matches nobody: deleted, or a wrong link. */
export function MemberNotFound() {
  return (
    <div className="container">
      <div className="state" role="alert">
        <h1 className="state__title">Member not found</h1>
        <p>No member has this id. They may have been deleted.</p>
        <Link className="button button--primary" to="/members">
          Back to the members
        </Link>
      </div>
    </div>
  );
}
