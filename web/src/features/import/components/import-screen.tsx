import { useEffect, useRef, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { CSV_IMPORT_LIMITS, CSV_MESSAGES } from '@library/api/contract/rules';
import { DownloadIcon } from '../../../components/icons';
import { PageHeader } from '../../../components/page-header';
import { Spinner } from '../../../components/spinner';
import { toast } from '../../../lib/toast';
import { ImportError, importCsv } from '../api/import-csv';
import { skippedRows } from '../lib/row-status';
import { downloadText, SKIPPED_FILE_NAME, skippedRowsCsv } from '../lib/skipped-csv';
import type { AnyImportRow, ImportKind, ImportResultOf } from '../types';
import { FilePicker } from './file-picker';
import { ImportRows } from './import-rows';
import { ImportTotals } from './import-totals';
import '../import.css';

type ImportResult = ImportResultOf<AnyImportRow>;

type Phase =
  | { kind: 'pick' }
  | { kind: 'previewing'; file: File }
  | { kind: 'preview'; file: File; result: ImportResult; importing: boolean }
  | { kind: 'done'; file: File; result: ImportResult }
  | { kind: 'error'; file: File | null; stage: 'preview' | 'import'; error: ImportError };

/** 'N book(s)' / 'N row(s)'. */
function count(n: number, one: string, many: string): string {
  return `${n.toLocaleString('en-GB')} ${n === 1 ? one : many}`;
}

/** The alert's title for a failure, in words. */
function failureTitle(error: ImportError, stage: 'preview' | 'import', kind: ImportKind): string {
  if (kind.conflict.codes.includes(error.code)) return kind.conflict.title;
  switch (error.code) {
    case 'IMPORT_TOO_LARGE':
      return 'The file is too large.';
    case 'INVALID_CSV':
      return error.missingColumns ? 'The file does not have the columns needed.' : 'The file could not be read as CSV.';
    case 'UNSUPPORTED_MEDIA_TYPE':
      return 'The file was not accepted as CSV.';
    case 'NETWORK':
      return 'The library server could not be reached.';
    default:
      return stage === 'preview' ? 'The file could not be previewed.' : 'Nothing was imported.';
  }
}

/**
 * /import (books) and /members/import: pick or drop a CSV file, see a preview of every row (ready, not
 * valid, duplicate, with the reasons), import the ready rows, then a summary with the skipped rows as
 * a CSV to download. `kind` says what is imported (its route, words, columns and cached lists).
 */
export function ImportScreen({ kind }: { kind: ImportKind }) {
  const things = (n: number) => count(n, kind.noun.one, kind.noun.many);
  const client = useApolloClient();
  const [phase, setPhase] = useState<Phase>({ kind: 'pick' });
  // Answers to a request that was replaced (another file chosen meanwhile) are dropped.
  const latest = useRef(0);
  const heading = useRef<HTMLHeadingElement>(null);

  // Each new step is announced by moving the focus to its heading.
  useEffect(() => {
    if (phase.kind !== 'pick' && phase.kind !== 'previewing') heading.current?.focus();
  }, [phase.kind]);

  const preview = (file: File) => {
    const request = ++latest.current;
    if (file.size > CSV_IMPORT_LIMITS.maxBytes) {
      setPhase({
        kind: 'error',
        file,
        stage: 'preview',
        error: new ImportError(CSV_MESSAGES.tooLarge, 'IMPORT_TOO_LARGE', null),
      });
      return;
    }
    setPhase({ kind: 'previewing', file });
    importCsv(kind.path, file, true).then(
      (result) => {
        if (request === latest.current) setPhase({ kind: 'preview', file, result, importing: false });
      },
      (error: unknown) => {
        if (request !== latest.current) return;
        const failure = error instanceof ImportError ? error : new ImportError(String(error), 'UNKNOWN', null);
        setPhase({ kind: 'error', file, stage: 'preview', error: failure });
      },
    );
  };

  const runImport = (file: File, result: ImportResult) => {
    const request = ++latest.current;
    setPhase({ kind: 'preview', file, result, importing: true });
    importCsv(kind.path, file, false).then(
      (done) => {
        kind.evict(client.cache);
        if (request !== latest.current) return;
        setPhase({ kind: 'done', file, result: done });
        toast.success(`✅ Imported ${things(done.totals.imported)}`);
      },
      (error: unknown) => {
        if (request !== latest.current) return;
        const failure = error instanceof ImportError ? error : new ImportError(String(error), 'UNKNOWN', null);
        setPhase({ kind: 'error', file, stage: 'import', error: failure });
      },
    );
  };

  const reset = () => {
    latest.current += 1;
    setPhase({ kind: 'pick' });
  };
  const chooseAnother = (
    <button type="button" className="button button--secondary" onClick={reset}>
      Choose another file
    </button>
  );
  const fileName = phase.kind === 'pick' || !phase.file ? null : <p className="import-file">File: {phase.file.name}</p>;

  let content;
  switch (phase.kind) {
    case 'pick':
      content = <FilePicker onFile={preview} hint={kind.hint} />;
      break;
    case 'previewing':
      content = (
        <>
          {fileName}
          <Spinner label="Reading the file…" />
        </>
      );
      break;
    case 'preview': {
      const { file, result, importing } = phase;
      const ready = result.totals.ready;
      content = (
        <section aria-labelledby="import-step" aria-busy={importing}>
          <h2 id="import-step" className="import-heading" ref={heading} tabIndex={-1}>
            Preview
          </h2>
          {fileName}
          <ImportTotals totals={result.totals} />
          {result.columns.ignored.length > 0 ? (
            <p className="import-note">Columns left out: {result.columns.ignored.join(', ')}.</p>
          ) : null}
          {result.rows.length > 0 ? <ImportRows rows={result.rows} label="Rows of the file" kind={kind} /> : null}
          <div className="form-actions import-actions">
            <button
              type="button"
              className="button button--primary"
              disabled={ready === 0 || importing}
              onClick={() => runImport(file, result)}
            >
              {importing ? 'Importing…' : `Import ${things(ready)}`}
            </button>
            {chooseAnother}
          </div>
          {ready === 0 ? (
            <p className="import-note">No row is ready to import: fix the file and choose it again.</p>
          ) : null}
        </section>
      );
      break;
    }
    case 'done': {
      const { result } = phase;
      const skipped = skippedRows(result.rows);
      content = (
        <section aria-labelledby="import-step">
          <h2 id="import-step" className="import-heading" ref={heading} tabIndex={-1}>
            Imported {things(result.totals.imported)}
          </h2>
          {fileName}
          <p className="import-skipped">Skipped {count(skipped.length, 'row', 'rows')}</p>
          {skipped.length > 0 ? <ImportRows rows={skipped} label="Skipped rows" kind={kind} /> : null}
          <div className="form-actions import-actions">
            {skipped.length > 0 ? (
              <button
                type="button"
                className="button button--secondary"
                onClick={() => downloadText(skippedRowsCsv(skipped, kind.columns), SKIPPED_FILE_NAME)}
              >
                <DownloadIcon />
                Download skipped rows (CSV)
              </button>
            ) : null}
            <Link className="button button--primary" to={kind.list.to}>
              {kind.list.goTo}
            </Link>
            {(kind.doneLinks?.(result.rows) ?? []).map((link) => (
              <Link key={link.to} className="button button--secondary" to={link.to}>
                {link.label}
              </Link>
            ))}
            <button type="button" className="button button--secondary" onClick={reset}>
              Import another file
            </button>
          </div>
        </section>
      );
      break;
    }
    case 'error': {
      const { error, stage, file } = phase;
      content = (
        <>
          {fileName}
          <div className="state state--error" role="alert">
            <h2 className="state__title" ref={heading} tabIndex={-1}>
              {failureTitle(error, stage, kind)}
            </h2>
            <p>{error.message}</p>
            {error.requestId ? <p className="import-reference">Reference: {error.requestId}</p> : null}
            <div className="import-actions">
              {stage === 'import' && file ? (
                <button type="button" className="button button--primary" onClick={() => preview(file)}>
                  Preview the file again
                </button>
              ) : null}
              {chooseAnother}
            </div>
          </div>
        </>
      );
      break;
    }
  }

  return (
    <div className="container">
      <PageHeader
        eyebrow={kind.eyebrow}
        title={kind.title}
        subtitle={kind.subtitle}
        actions={
          <Link className="button button--secondary" to={kind.list.to}>
            {kind.list.back}
          </Link>
        }
      />
      {content}
    </div>
  );
}
