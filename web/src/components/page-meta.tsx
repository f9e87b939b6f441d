import { useEffect } from 'react';
import { useServerPage } from '../lib/ssr';

/** The site's name, after each page's own title. */
export const SITE_NAME = 'Library';

/** index.html's description, for the screens that have none of their own. Keep the two the same. */
export const DEFAULT_DESCRIPTION =
  'Browse the Booknook library catalogue: find books by title, author or genre, see which are on the shelf, borrow copies and follow loans.';

/** The longest description kept whole (what search results show of one). */
const DESCRIPTION_MAX = 160;

/** "{title} — Library" */
export function pageTitle(title: string): string {
  return `${title} — ${SITE_NAME}`;
}

/** `text` on one line, cut at a word before DESCRIPTION_MAX characters with "…" when longer. */
export function shortDescription(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= DESCRIPTION_MAX) return line;
  const cut = line.slice(0, DESCRIPTION_MAX - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > DESCRIPTION_MAX / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.]+$/, '')}…`;
}

interface PageMetaProps {
  /** The screen's own title, without the site's name. */
  title: string;
  /** What the page is about, for search results and shared links; the site's default when absent. */
  description?: string;
  /** Open Graph type for shared links ('book' on a book page); absent: no Open Graph tags. */
  openGraphType?: string;
}

/**
 * The page's `<title>` ("{title} — Library") and `<meta name="description">`. On the server they are
 * handed to the gateway, which writes them (and the Open Graph tags) into the page's `<head>`; in the
 * browser the title is a React 19 title element, hoisted into <head>, and index.html's description is
 * updated in place, so there is only ever one.
 */
export function PageMeta({ title, description, openGraphType }: PageMetaProps) {
  const content = description ? shortDescription(description) : DEFAULT_DESCRIPTION;
  const serverPage = useServerPage();
  serverPage?.setHead(pageTitle(title), content, openGraphType ?? null);
  useEffect(() => {
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = content;
  }, [content]);
  return serverPage ? null : <title>{pageTitle(title)}</title>;
}
