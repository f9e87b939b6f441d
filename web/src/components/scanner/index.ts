/**
 * The camera scanner, shared by the add-book form and the desk: `<ScannerPanel onCode onClose />`
 * inside a `<Suspense>`. Lazy: neither the panel nor its reader is in a page's first load.
 */
import { lazy } from 'react';

export const ScannerPanel = lazy(() => import('./scanner-panel'));
export type { ScannerPanelProps } from './scanner-panel';
export { SCANNER_TEXTS } from './texts';
