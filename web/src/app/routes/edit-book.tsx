import { useParams } from 'react-router-dom';
import { EditBook } from '../../features/books/components/edit-book';
import { GuardedPage } from '../../components/guarded-page';

/** /edit-book/{id} (lazy). */
export default function EditBookRoute() {
  const { id = '' } = useParams();
  return (
    <GuardedPage title="Edit book" operation="updateBook">
      <EditBook key={id} id={id} />
    </GuardedPage>
  );
}
