import { useParams } from 'react-router-dom';
import { EditBook } from '../../features/books/components/edit-book';
import { PageMeta } from '../../components/page-meta';
import { RequirePermission } from '../../components/require-permission';

/** /edit-book/{id} (lazy). */
export default function EditBookRoute() {
  const { id = '' } = useParams();
  return (
    <>
      <PageMeta title="Edit book" />
      <RequirePermission operation="updateBook">
        <EditBook key={id} id={id} />
      </RequirePermission>
    </>
  );
}
