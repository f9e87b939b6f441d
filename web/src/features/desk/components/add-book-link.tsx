import { Link } from 'react-router-dom';
import { useCan } from '../../../lib/access';

/** "Add this book" for an ISBN the catalogue lacks: only for those who may add books (catalogue). */
export function AddBookLink({ isbn }: { isbn: string | undefined }) {
  const canAdd = useCan('createBook');
  if (isbn === undefined || !canAdd) return null;
  return <Link to={`/add-book?isbn=${encodeURIComponent(isbn)}`}>Add this book</Link>;
}
