/**
 * SweetAlert2 dialogs (focus-trapped, themed). The ESM build without the bundled stylesheet is used so
 * nothing injects a <style> element at runtime; its CSS is imported here and lands in the lazy chunk.
 * Only lazy routes import this module, so sweetalert2 is not part of the first download of `/`.
 */
import Swal from 'sweetalert2/dist/sweetalert2.esm.js';
import 'sweetalert2/dist/sweetalert2.css';
import type { SweetAlertIcon, SweetAlertOptions } from 'sweetalert2';
import { COPIES_MESSAGES } from '@library/api/contract/rules';
import { currentTheme } from './theme';

/** What the icon says to assistive technology (SweetAlert2 draws it with bare, unnamed elements). */
const ICON_LABELS: Record<SweetAlertIcon, string> = {
  success: 'Success',
  error: 'Error',
  warning: 'Warning',
  info: 'Information',
  question: 'Question',
};

function baseOptions(icon: SweetAlertIcon): SweetAlertOptions {
  return {
    theme: currentTheme(),
    icon,
    didRender: () => {
      const element = Swal.getIcon();
      element?.setAttribute('role', 'img');
      element?.setAttribute('aria-label', ICON_LABELS[icon]);
    },
    buttonsStyling: false,
    customClass: {
      popup: 'dialog',
      title: 'dialog__title',
      htmlContainer: 'dialog__text',
      actions: 'dialog__actions',
      confirmButton: 'button button--primary',
      cancelButton: 'button button--secondary',
    },
  };
}

/** A message dialog with one OK button; resolves when it is closed. */
export async function showMessage(icon: SweetAlertIcon, title: string, text?: string): Promise<void> {
  await Swal.fire({ ...baseOptions(icon), title, text, confirmButtonText: 'OK' });
}

/** Text as HTML that shows it as it is (SweetAlert2 reads `title` as HTML; its `titleText` needs `innerText`, which jsdom lacks). */
function asHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** A question before an action: its title and text (plain text, never HTML: they may hold names people typed). */
export interface Confirmation {
  title: string;
  text?: string;
  /** The confirming button's text (the other one is Cancel, focused first). */
  confirmText: string;
  /** A warning icon and a danger button (an action that removes or locks out), else a question. */
  danger?: boolean;
}

/** Asks; resolves true only on the confirming button. */
export async function confirmAction({ title, text, confirmText, danger = false }: Confirmation): Promise<boolean> {
  const base = baseOptions(danger ? 'warning' : 'question');
  const result = await Swal.fire({
    ...base,
    title: asHtml(title),
    text,
    showCancelButton: true,
    confirmButtonText: confirmText,
    cancelButtonText: 'Cancel',
    focusCancel: true,
    customClass: danger ? { ...base.customClass, confirmButton: 'button button--danger' } : base.customClass,
  });
  return result.isConfirmed;
}

/**
 * 'Are you sure?' with a warning icon (named 'Warning') and Delete/Cancel; resolves true only on Delete.
 * `text`, when given, says what goes (the book's title, its copies on loan).
 */
export function confirmDelete(text?: string): Promise<boolean> {
  return confirmAction({
    title: 'Are you sure?',
    ...(text === undefined ? {} : { text }),
    confirmText: 'Delete',
    danger: true,
  });
}

/**
 * 'Return this loan?' with a question icon (named 'Question') and Return/Cancel; resolves with the
 * copies to return on Return, null on Cancel. A loan of several copies (`quantity` > 1) asks how many
 * come back (COPIES_MESSAGES.returnHowMany: 1..quantity, all of them chosen at first).
 */
export async function confirmReturn(
  text: string = COPIES_MESSAGES.returnLoan(null, null),
  quantity = 1,
): Promise<number | null> {
  const title = 'Return this loan?';
  if (quantity <= 1) return (await confirmAction({ title, text, confirmText: 'Return' })) ? 1 : null;
  const base = baseOptions('question');
  const label = COPIES_MESSAGES.returnHowMany;
  const counts = Array.from({ length: quantity }, (_, i) => String(i + 1));
  const result = await Swal.fire<string>({
    ...base,
    title: asHtml(title),
    text,
    input: 'select',
    inputLabel: label,
    inputOptions: Object.fromEntries(counts.map((count) => [count, count])),
    inputValue: String(quantity),
    inputValidator: (value: string) => (counts.includes(value) ? null : label),
    didRender: (popup) => {
      base.didRender?.(popup);
      // SweetAlert2 writes the label with innerText, which jsdom lacks: written again as text.
      const inputLabel = popup.querySelector('.swal2-input-label');
      if (inputLabel) inputLabel.textContent = label;
    },
    showCancelButton: true,
    confirmButtonText: 'Return',
    cancelButtonText: 'Cancel',
    focusCancel: true,
    customClass: { ...base.customClass, input: 'input', inputLabel: 'label' },
  });
  if (!result.isConfirmed || typeof result.value !== 'string') return null;
  const copies = Number(result.value);
  return Number.isInteger(copies) && copies >= 1 && copies <= quantity ? copies : null;
}

/** A question asking for a line of text (a reason): its label, the longest text, and a check giving the message to show. */
export interface TextQuestion extends Confirmation {
  /** The field's label ('Reason'). */
  label: string;
  maxLength: number;
  /** The message for a text that will not do (checked on the trimmed text), else undefined. */
  problem: (text: string) => string | undefined;
}

/** Asks for a line of text; resolves with it (trimmed), or null when cancelled. */
export async function askText({ title, text, confirmText, danger = false, label, maxLength, problem }: TextQuestion) {
  const base = baseOptions(danger ? 'warning' : 'question');
  const result = await Swal.fire<string>({
    ...base,
    title: asHtml(title),
    text,
    input: 'text',
    inputLabel: label,
    didRender: (popup) => {
      base.didRender?.(popup);
      // SweetAlert2 writes the label with innerText, which jsdom lacks: written again as text.
      const inputLabel = popup.querySelector('.swal2-input-label');
      if (inputLabel) inputLabel.textContent = label;
    },
    inputAttributes: { maxlength: String(maxLength), autocomplete: 'off' },
    inputValidator: (value) => problem(value.trim()) ?? null,
    showCancelButton: true,
    confirmButtonText: confirmText,
    cancelButtonText: 'Cancel',
    customClass: {
      ...base.customClass,
      input: 'input',
      inputLabel: 'label',
      ...(danger ? { confirmButton: 'button button--danger' } : {}),
    },
  });
  return result.isConfirmed && typeof result.value === 'string' ? result.value.trim() : null;
}
