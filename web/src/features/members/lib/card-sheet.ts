/** The card printer's sheet: paper sizes, cards a page, and the library name printed on each card. */

/** The name the header shows (components/layout/header.tsx): printed at the top of each card. */
export const LIBRARY_NAME = 'Booknook Library';

/** Two columns of five credit-card sized cards (85.6 × 54 mm, ISO/IEC 7810 ID-1). */
export const CARD_COLUMNS = 2;
export const CARD_ROWS = 5;
export const CARDS_PER_PAGE = CARD_COLUMNS * CARD_ROWS;

export const PAPER_SIZES = ['A4', 'Letter'] as const;
export type PaperSize = (typeof PAPER_SIZES)[number];
export const PAPER_LABELS: Record<PaperSize, string> = { A4: 'A4', Letter: 'US Letter' };

/** `items` in pages of CARDS_PER_PAGE (the last one may be shorter; none when there are no items). */
export function cardPages<T>(items: readonly T[]): T[][] {
  const pages: T[][] = [];
  for (let start = 0; start < items.length; start += CARDS_PER_PAGE) {
    pages.push(items.slice(start, start + CARDS_PER_PAGE));
  }
  return pages;
}

export function isPaperSize(value: string): value is PaperSize {
  return (PAPER_SIZES as readonly string[]).includes(value);
}

/**
 * The most cards one print shows (ten sheets): each card is a member read on its own, so a print of
 * a whole school is made in several goes. Links to more members are split (printCardsLinks).
 */
export const CARDS_PER_PRINT = 100;

/** The page printing these members' cards: `/members/cards?ids=a,b,c`. */
export function cardsPath(ids: readonly string[]): string {
  return `/members/cards?ids=${ids.map(encodeURIComponent).join(',')}`;
}

/**
 * Links printing the cards of `ids`, CARDS_PER_PRINT a link: 'Print their cards (24)', or for more
 * 'Print cards 1–100', 'Print cards 101–150'.
 */
export function printCardsLinks(ids: readonly string[]): { to: string; label: string }[] {
  if (ids.length === 0) return [];
  if (ids.length <= CARDS_PER_PRINT) return [{ to: cardsPath(ids), label: `Print their cards (${ids.length})` }];
  const links: { to: string; label: string }[] = [];
  for (let start = 0; start < ids.length; start += CARDS_PER_PRINT) {
    const part = ids.slice(start, start + CARDS_PER_PRINT);
    links.push({ to: cardsPath(part), label: `Print cards ${start + 1}–${start + part.length}` });
  }
  return links;
}
