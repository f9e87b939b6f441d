/**
 * SweetAlert2 dialogs (focus-trapped, themed). The ESM build without the bundled stylesheet is used so
 * nothing injects a <style> element at runtime; its CSS is imported here and lands in the lazy chunk.
 * Only lazy routes import this module, so sweetalert2 is not part of the first download of `/`.
 */
import Swal from 'sweetalert2/dist/sweetalert2.esm.js';
import 'sweetalert2/dist/sweetalert2.css';
import type { SweetAlertIcon, SweetAlertOptions } from 'sweetalert2';
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

/** 'Are you sure?' with a warning icon (named 'Warning') and Delete/Cancel; resolves true only on Delete. */
export async function confirmDelete(): Promise<boolean> {
  const base = baseOptions('warning');
  const result = await Swal.fire({
    ...base,
    title: 'Are you sure?',
    showCancelButton: true,
    confirmButtonText: 'Delete',
    cancelButtonText: 'Cancel',
    focusCancel: true,
    customClass: { ...base.customClass, confirmButton: 'button button--danger' },
  });
  return result.isConfirmed;
}

/** 'Return this loan?' with a question icon (named 'Question') and Return/Cancel; resolves true only on Return. */
export async function confirmReturn(): Promise<boolean> {
  const result = await Swal.fire({
    ...baseOptions('question'),
    title: 'Return this loan?',
    text: 'Its copies go back on the shelf.',
    showCancelButton: true,
    confirmButtonText: 'Return',
    cancelButtonText: 'Cancel',
    focusCancel: true,
  });
  return result.isConfirmed;
}
