import { DESK_MESSAGES } from '@library/api/contract/rules';
import { Suspense } from 'react';
import { PageHeader } from '../../../components/page-header';
import { SCANNER_TEXTS, ScannerPanel } from '../../../components/scanner';
import { lentLoans } from '../lib/desk-state';
import { useDesk } from '../lib/use-desk';
import { DeskChoices } from './desk-choices';
import { DeskNotice } from './desk-notice';
import { LendList } from './lend-list';
import { MemberPanel } from './member-panel';
import { Receipt } from './receipt';
import { ReturnsPanel } from './returns-panel';
import { ScanForm } from './scan-form';
import '../desk.css';

/**
 * /desk: lend and return by scanning (a keyboard-wedge scanner types the code and Enter in the one
 * focused input) or typing. Lend: a card starts a member, then each book becomes a loan (Undo returns
 * it), "Done" shows a receipt to print. Return: a book's loan out is returned (a choice when several
 * people have it), a hold turns it into "Put aside for …".
 */
export function DeskScreen() {
  const desk = useDesk();
  const { mode, sound, camera, busy, member, lending, choices, notice, receipt } = desk.state;

  return (
    <div className="container desk">
      <div className="desk-no-print">
        <PageHeader title="Desk" subtitle="Lend and return by scanning cards and books, or by typing them." />
        <div className="desk-modes" role="group" aria-label="Desk mode">
          {(['lend', 'return'] as const).map((value) => (
            <button
              key={value}
              type="button"
              className={`button ${mode === value ? 'button--primary' : 'button--secondary'}`}
              aria-pressed={mode === value}
              onClick={() => desk.switchMode(value)}
            >
              {value === 'lend' ? DESK_MESSAGES.lend : DESK_MESSAGES.return}
            </button>
          ))}
          <label className="desk-sound">
            <input type="checkbox" checked={sound} onChange={(event) => desk.setSound(event.target.checked)} />{' '}
            {DESK_MESSAGES.soundSwitch}
          </label>
        </div>

        <ScanForm
          inputRef={desk.inputRef}
          camera={camera}
          onScan={desk.scan}
          onCamera={camera ? desk.closeCamera : desk.openCamera}
        />
        {camera ? (
          // Lazy: the panel and its reader load when the camera is first opened, never with /desk.
          // A code the camera reads takes the same path as a typed or wedge scan; the panel stays open.
          <Suspense fallback={<p role="status">{SCANNER_TEXTS.opening}</p>}>
            <ScannerPanel onCode={desk.scan} onClose={desk.closeCamera} />
          </Suspense>
        ) : null}

        <DeskNotice notice={notice} busy={busy} onAction={(action) => desk.runTask(action.task)} />

        {choices ? <DeskChoices choices={choices} onBook={desk.chooseBook} onLoan={desk.chooseLoan} /> : null}
      </div>

      {mode === 'lend' ? (
        <>
          {member ? (
            <div className="desk-no-print">
              <MemberPanel member={member} lending={lending} />
            </div>
          ) : (
            <p className="desk-no-print">Scan or type a member’s card to start.</p>
          )}
          <LendList entries={desk.state.lendEntries} onUndo={desk.undoLend} />
          {member && !receipt ? (
            <div className="desk-actions desk-no-print">
              <button type="button" className="button button--primary" onClick={desk.done}>
                {DESK_MESSAGES.done}
              </button>
            </div>
          ) : null}
          {member && receipt ? (
            <Receipt member={member} loans={lentLoans(desk.state)} onNext={desk.nextMember} />
          ) : null}
        </>
      ) : (
        <ReturnsPanel entries={desk.state.returnEntries} onUndo={desk.undoReturn} />
      )}
    </div>
  );
}
