/**
 * The activity log's actions are one list (the contract's ACTIVITY_ACTIONS) and each has the label the
 * screens show: every action the api's services record is in it, and nothing in it goes unlabelled.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ACTIVITY_ACTION_LABELS, ACTIVITY_ACTIONS, isActivityAction } from '../src/contract/rules';

const SOURCE = join(__dirname, '..', 'src');

/** Every `.ts` file under `dir`, but the contract's (which declares the list). */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'contract' ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

// How the services name an action they record: `{ action: 'x.y' }`, `loanEntry('x.y', …)`, `logAll(tx, actor, 'x.y', …)`.
const RECORDED = /(?:action:\s*|Entry\(\s*|logAll\(\s*\w+,\s*\w+,\s*)'([a-z-]+\.[a-z-]+)'/g;

/** The actions written in the api's sources where an entry of the log is recorded. */
function recordedActions(): Set<string> {
  const found = new Set<string>();
  for (const file of sourceFiles(SOURCE)) {
    for (const match of readFileSync(file, 'utf8').matchAll(RECORDED)) found.add(match[1]);
  }
  return found;
}

describe('the activity log actions', () => {
  it('when a service records an action, then the contract lists it and labels it', () => {
    const recorded = [...recordedActions()];
    expect(recorded.length).toBeGreaterThan(20);
    expect(recorded.filter((action) => !isActivityAction(action))).toEqual([]);
  });

  it('when the contract lists an action, then a service records it', () => {
    const recorded = recordedActions();
    expect(ACTIVITY_ACTIONS.filter((action) => !recorded.has(action))).toEqual([]);
  });

  it('when the screens name the actions, then each has its own label, never its code', () => {
    const labels = ACTIVITY_ACTIONS.map((action) => ACTIVITY_ACTION_LABELS[action]);
    expect(labels.filter((label) => label.trim() === '' || isActivityAction(label))).toEqual([]);
    expect(new Set(labels).size).toBe(ACTIVITY_ACTIONS.length);
    expect(Object.keys(ACTIVITY_ACTION_LABELS).sort()).toEqual([...ACTIVITY_ACTIONS].sort());
  });
});
