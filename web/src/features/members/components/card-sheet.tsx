import { useState } from 'react';
import { Barcode } from '../../../components/barcode';
import { cardPages, isPaperSize, LIBRARY_NAME, PAPER_LABELS, PAPER_SIZES, type PaperSize } from '../lib/card-sheet';
import './member-cards.css';

export interface CardMember {
  id: string;
  name: string;
  cardNumber: string;
}

/** One member card: the library's name, the member's name, the card number as Code 128 and in text. */
export function MemberCard({ member }: { member: CardMember }) {
  return (
    <article className="library-card" aria-label={`Card of ${member.name}`}>
      <p className="library-card__library">{LIBRARY_NAME}</p>
      <p className="library-card__name">{member.name}</p>
      <Barcode
        className="library-card__barcode"
        value={member.cardNumber}
        label={`Card number ${member.cardNumber} as a barcode`}
      />
      <p className="library-card__number mono">{member.cardNumber}</p>
    </article>
  );
}

/** The cards on sheets of 10 (2 × 5), with cut marks, sized for `paper` when printed. */
export function CardSheets({ members, paper }: { members: readonly CardMember[]; paper: PaperSize }) {
  return (
    <div className={`card-sheets card-sheets--${paper.toLowerCase()}`}>
      {/* The @page size follows the paper chosen (print only). */}
      <style>{`@media print { @page { size: ${paper === 'A4' ? 'A4' : 'letter'} portrait; margin: 0; } }`}</style>
      {cardPages(members).map((page, index) => (
        <section
          key={page[0]?.id ?? index}
          className="card-sheet"
          aria-label={`Page ${index + 1} of cards`}
          data-testid="card-page"
        >
          {page.map((member) => (
            <div key={member.id} className="card-sheet__cell">
              <span className="cut-mark cut-mark--tl" aria-hidden="true" />
              <span className="cut-mark cut-mark--tr" aria-hidden="true" />
              <span className="cut-mark cut-mark--bl" aria-hidden="true" />
              <span className="cut-mark cut-mark--br" aria-hidden="true" />
              <MemberCard member={member} />
            </div>
          ))}
        </section>
      ))}
    </div>
  );
}

/** The print screen around the sheets: a paper select and a Print button (hidden on paper). */
export function PrintCards({ members, title }: { members: readonly CardMember[]; title: string }) {
  const [paper, setPaper] = useState<PaperSize>('A4');
  return (
    <div className="container print-cards">
      <div className="print-cards__controls no-print">
        <h1 className="print-cards__title">{title}</h1>
        <p>
          {members.length} {members.length === 1 ? 'card' : 'cards'}, 10 a page. Cut along the marks.
        </p>
        <div className="print-cards__actions">
          <label htmlFor="card-paper">Paper</label>
          <select
            id="card-paper"
            className="select"
            value={paper}
            onChange={(event) => {
              if (isPaperSize(event.target.value)) setPaper(event.target.value);
            }}
          >
            {PAPER_SIZES.map((size) => (
              <option key={size} value={size}>
                {PAPER_LABELS[size]}
              </option>
            ))}
          </select>
          <button type="button" className="button button--primary" onClick={() => window.print()}>
            Print
          </button>
        </div>
      </div>
      <CardSheets members={members} paper={paper} />
    </div>
  );
}
