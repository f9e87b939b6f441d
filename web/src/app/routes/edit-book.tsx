import { useParams } from 'react-router-dom';
import { EditBook } from '../../features/books/components/edit-book';

/** /edit-book/{id} (lazy). */
export default function EditBookRoute() {
  const { id = '' } = useParams();
  return (
    <>
      <title>Edit Book · Booknook</title>
      <EditBook key={id} id={id} />
    </>
  );
}
