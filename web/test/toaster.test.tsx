import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from '../src/lib/toast';
import { renderApp } from '../src/testing/render-app';
import { findAlertWith } from './helpers';

/** The toast area of the layout (react-toastify's labelled section). */
function toastRegion(): HTMLElement {
  return screen.getByRole('region', { name: /^Notifications/ });
}

/** The toasts on screen now (a toast is an alert while it is shown). */
function shownToasts(): HTMLElement[] {
  return within(toastRegion()).queryAllByRole('alert');
}

/** Opens the app on a screen that loads no data, so only the toasts under test are on it. */
async function renderShell() {
  const view = await renderApp('/nowhere');
  await screen.findByRole('heading', { name: '404', level: 1 });
  return view;
}

/**
 * jsdom runs no CSS animations, and react-toastify moves on only when they end: the toast's entrance,
 * its progress bar (the autoClose timer) and its exit. These end them the way a browser would.
 */
function finishEntrance(shown: HTMLElement): void {
  fireEvent.animationEnd(shown);
}

function finishExit(leaving: HTMLElement): void {
  fireEvent.animationEnd(leaving);
}

afterEach(() => {
  act(() => toast.dismiss());
});

describe('toasts', () => {
  test('when a toast is shown, then it is an alert in the notifications area at the top centre', async () => {
    await renderShell();
    act(() => {
      toast.success('✅ Book updated successfully');
    });

    const shown = await within(toastRegion()).findByRole('alert');
    expect(shown).toHaveTextContent('✅ Book updated successfully');
    expect(toastRegion()).toHaveAttribute('aria-live', 'polite');
    // jsdom has no layout: the position is the class react-toastify's stylesheet places (the e2e suite measures it).
    const area = toastRegion().firstElementChild;
    expect(area).toContainElement(shown);
    expect(area).toHaveClass('Toastify__toast-container--top-center');
  });

  test('when success and error toasts are shown, then they use the coloured theme', async () => {
    await renderShell();
    act(() => {
      toast.success('✅ Book updated successfully');
      toast.error('❌ The library service is unavailable');
    });

    const success = await findAlertWith('✅ Book updated successfully');
    const error = await findAlertWith('❌ The library service is unavailable');
    expect(toastRegion()).toContainElement(success);
    expect(success).toHaveClass('Toastify__toast-theme--colored', 'Toastify__toast--success');
    expect(error).toHaveClass('Toastify__toast-theme--colored', 'Toastify__toast--error');
  });

  test('when a toast has been shown, then its 4000 ms timer runs and it closes when the timer ends', async () => {
    await renderShell();
    act(() => {
      toast.error('❌ Could not save');
    });
    const shown = await within(toastRegion()).findByRole('alert');
    const timer = within(shown).getByRole('progressbar', { name: 'notification timer', hidden: true });
    expect(timer).toHaveStyle({ animationDuration: '4000ms' });

    act(() => finishEntrance(shown));
    expect(timer).toHaveStyle({ animationPlayState: 'running' });

    act(() => {
      fireEvent.animationEnd(timer);
    });
    expect(shownToasts()).toEqual([]);
    act(() => finishExit(shown));
    await waitFor(() => expect(screen.queryByText('❌ Could not save')).not.toBeInTheDocument());
  });

  test('when four toasts are fired, then three are shown and the fourth waits until one closes', async () => {
    const view = await renderShell();
    act(() => {
      for (const n of [1, 2, 3, 4]) toast.info(`Message ${n}`);
    });

    await waitFor(() => expect(shownToasts()).toHaveLength(3));
    expect(shownToasts().map((shown) => shown.textContent)).toEqual(
      expect.arrayContaining(['Message 1', 'Message 2', 'Message 3']),
    );
    expect(screen.queryByText('Message 4')).not.toBeInTheDocument();

    const first = await findAlertWith('Message 1');
    await view.user.click(within(first).getByRole('button', { name: 'close' }));
    act(() => finishExit(first));

    expect(await within(toastRegion()).findByText('Message 4')).toBeInTheDocument();
    expect(shownToasts()).toHaveLength(3);
    expect(screen.queryByText('Message 1')).not.toBeInTheDocument();
  });
});
