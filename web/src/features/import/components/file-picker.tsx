import { useId, useState, type ChangeEvent, type DragEvent } from 'react';
import { CSV_IMPORT_LIMITS } from '@library/api/contract/rules';
import { UploadIcon } from '../../../components/icons';

const MAX_ROWS = CSV_IMPORT_LIMITS.maxRows.toLocaleString('en-GB');

/**
 * Where a CSV file is picked: a real file input with its label (the keyboard's and the screen
 * reader's way in), inside a zone a file can also be dropped on.
 */
export function FilePicker({ onFile }: { onFile: (file: File) => void }) {
  const id = useId();
  const hintId = useId();
  const [dragging, setDragging] = useState(false);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared, so that choosing the same file again after "Choose another file" is a change.
    event.target.value = '';
    if (file) onFile(file);
  };
  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files.item(0);
    if (file) onFile(file);
  };

  return (
    <div
      className={`drop-zone${dragging ? ' drop-zone--active' : ''}`}
      onDragOver={onDragOver}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <UploadIcon width={32} height={32} />
      <p className="drop-zone__title">Drop a CSV file here, or choose one</p>
      <label className="label" htmlFor={id}>
        CSV file
      </label>
      <input
        id={id}
        className="drop-zone__input"
        type="file"
        accept=".csv,text/csv"
        aria-describedby={hintId}
        onChange={onChange}
      />
      <p id={hintId} className="field__hint drop-zone__hint">
        Columns title, author, genre and isbn (in any order); description, copies (1 when empty) and available (true
        when empty) are optional. Comma or semicolon separated, UTF-8. Up to 5 MB and {MAX_ROWS} rows. An export of this
        catalogue can be imported as it is.
      </p>
    </div>
  );
}
