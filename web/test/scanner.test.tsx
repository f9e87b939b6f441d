/** The camera panel's rules without a camera: repeats within 2 s, a refused permission, no camera, Close and Escape. */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ScannerPanel from '../src/components/scanner/scanner-panel';
import { createRepeatFilter, SAME_CODE_WINDOW_MS } from '../src/components/scanner/repeat-filter';
import { SCANNER_TEXTS } from '../src/components/scanner/texts';

function withCamera(getUserMedia: (() => Promise<MediaStream>) | undefined): void {
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: getUserMedia === undefined ? undefined : { getUserMedia },
  });
}

afterEach(() => withCamera(undefined));

describe('the same code read again', () => {
  it('when a code is read again within 2 s, then it counts once; after 2 s, or another code, it counts again', () => {
    const isNew = createRepeatFilter();
    expect(isNew('9780306406157', 0)).toBe(true);
    expect(isNew('9780306406157', 500)).toBe(false);
    expect(isNew('9780306406157', 500 + SAME_CODE_WINDOW_MS)).toBe(true);
    expect(isNew('12345678', 600 + SAME_CODE_WINDOW_MS)).toBe(true);
    expect(isNew('9780306406157', 700 + SAME_CODE_WINDOW_MS)).toBe(true);
  });
});

describe('the camera panel', () => {
  it('when the camera permission is refused, then the panel says how to allow it or type the code', async () => {
    withCamera(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    render(<ScannerPanel onCode={jest.fn()} onClose={jest.fn()} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(SCANNER_TEXTS.permissionRefused);
  });

  it('when the device has no camera, then the panel says so', async () => {
    withCamera(() => Promise.reject(new DOMException('none', 'NotFoundError')));
    render(<ScannerPanel onCode={jest.fn()} onClose={jest.fn()} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(SCANNER_TEXTS.noCamera);
  });

  it('when the browser has no camera API, then the panel says there is no camera', async () => {
    withCamera(undefined);
    render(<ScannerPanel onCode={jest.fn()} onClose={jest.fn()} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(SCANNER_TEXTS.noCamera);
  });

  it('when Close is clicked or Escape pressed, then the panel asks to close', async () => {
    withCamera(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    const onClose = jest.fn();
    const user = userEvent.setup();
    render(<ScannerPanel onCode={jest.fn()} onClose={onClose} />);
    expect(screen.getByRole('button', { name: SCANNER_TEXTS.close })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: SCANNER_TEXTS.close }));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
