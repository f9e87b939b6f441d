import { CreateBook } from '../../features/books/components/create-book';

/** /create-book and /add-book (lazy). */
export default function CreateBookRoute() {
  return (
    <>
      <title>Add Book · Booknook</title>
      <CreateBook />
    </>
  );
}
