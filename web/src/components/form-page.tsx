import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ArrowLeftIcon } from './icons';
import { PageHeader } from './page-header';

interface FormPageProps {
  /** The link back, above the page: where to and what it says. */
  back: { to: string; label: string };
  eyebrow: string;
  title: string;
  subtitle: ReactNode;
  /** The note beside the form (below it on a phone): its heading, the heading's id, and its text. */
  aside: { id: string; title: string; content: ReactNode };
  /** The form (or what stands in its place). */
  children: ReactNode;
}

/** A page whose work is one form (add, edit, borrow): a back link, the header and form, and a note beside them. */
export function FormPage({ back, eyebrow, title, subtitle, aside, children }: FormPageProps) {
  return (
    <div className="container">
      <Link className="back-link" to={back.to}>
        <ArrowLeftIcon />
        {back.label}
      </Link>
      <div className="form-layout">
        <div>
          <PageHeader eyebrow={eyebrow} title={title} subtitle={subtitle} />
          {children}
        </div>
        <aside className="aside-card" aria-labelledby={aside.id}>
          <h2 id={aside.id}>{aside.title}</h2>
          {aside.content}
        </aside>
      </div>
    </div>
  );
}
