import { useId, useState, type ChangeEvent, type DragEvent } from 'react';
import { UploadIcon } from '../../../components/icons';

/**
 * Where a CSV file is picked: a real file input with its label (the keyboard's and the screen
 * reader's way in), inside a zone a file can also be dropped on; `hint` says which columns and limits.
 */
export function FilePicker({ onFile, hint }: { onFile: (file: File) => void; hint: string }) {
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
        {hint}
      </p>
    </div>
  );
}
