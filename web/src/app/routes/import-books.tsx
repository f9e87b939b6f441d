import { ImportScreen } from '../../features/import/components/import-screen';

/** /import (lazy, with its CSV library and styles): books from a CSV file, previewed first. */
export default function ImportBooksRoute() {
  return (
    <>
      <title>Import books · Booknook</title>
      <ImportScreen />
    </>
  );
}
