/**
 * The camera panel (lazily loaded through ./index): the rear camera in a viewfinder, the torch where
 * the track has one, and each barcode read reported once through `onCode` (the same code again within
 * 2 s is the same scan). Close and Escape stop the camera. The reader (./detector) loads with it.
 */
import { useEffect, useId, useRef, useState } from 'react';
import type { CodeReader } from './detector';
import { createRepeatFilter } from './repeat-filter';
import { SCANNER_TEXTS } from './texts';
import './scanner.css';

export interface ScannerPanelProps {
  /** A code read (once per scan). */
  onCode: (text: string) => void;
  /** Close or Escape: the camera is stopped when the panel goes. */
  onClose: () => void;
  /** The panel's heading; "Scan with camera" unless given. */
  title?: string;
}

type CameraState = 'starting' | 'scanning' | 'refused' | 'none' | 'failed' | 'reader-failed';

/** The torch, which lib.dom's track capabilities and constraints do not name yet. */
interface TorchCapabilities extends MediaTrackCapabilities {
  torch?: boolean;
}

/** Time between two reads of the video: enough for a desk, light on a phone's battery. */
const READ_EVERY_MS = 150;

function cameraError(error: unknown): CameraState {
  const name = error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'refused';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'NotReadableError') return 'none';
  return 'failed';
}

const MESSAGES: Partial<Record<CameraState, string>> = {
  refused: SCANNER_TEXTS.permissionRefused,
  none: SCANNER_TEXTS.noCamera,
  failed: SCANNER_TEXTS.failed,
  'reader-failed': SCANNER_TEXTS.readerFailed,
};

export default function ScannerPanel({ onCode, onClose, title = SCANNER_TEXTS.title }: ScannerPanelProps) {
  const titleId = useId();
  const videoRef = useRef<HTMLVideoElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const onCodeRef = useRef(onCode);
  const [state, setState] = useState<CameraState>('starting');
  const [track, setTrack] = useState<MediaStreamTrack | null>(null);
  const [torch, setTorch] = useState(false);

  useEffect(() => {
    onCodeRef.current = onCode;
  }, [onCode]);

  useEffect(() => {
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  useEffect(() => {
    const run = { stopped: false };
    // Read through a function: the cleanup sets it while the awaits below are pending.
    const stopped = () => run.stopped;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const isNew = createRepeatFilter();

    const start = async () => {
      // Undefined outside secure contexts (https or localhost) and in browsers without a camera API.
      const devices = navigator.mediaDevices as MediaDevices | undefined;
      if (devices === undefined) {
        setState('none');
        return;
      }
      try {
        stream = await devices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
      } catch (error: unknown) {
        if (!stopped()) setState(cameraError(error));
        return;
      }
      if (stopped()) {
        stream.getTracks().forEach((t) => t.stop());
        return;
      }
      const video = videoRef.current;
      if (video === null) return;
      video.srcObject = stream;
      await video.play().catch(() => undefined);
      setTrack(stream.getVideoTracks()[0] ?? null);
      setState('scanning');

      let reader: CodeReader;
      try {
        reader = await (await import('./detector')).createCodeReader();
      } catch {
        if (!stopped()) setState('reader-failed');
        return;
      }
      const read = async () => {
        if (stopped()) return;
        if (video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA && video.videoWidth > 0) {
          try {
            for (const { rawValue } of await reader.detect(video)) {
              if (!stopped() && rawValue !== '' && isNew(rawValue, Date.now())) onCodeRef.current(rawValue);
            }
          } catch {
            // A frame that could not be read: the next one may be.
          }
        }
        if (!stopped()) timer = setTimeout(() => void read(), READ_EVERY_MS);
      };
      void read();
    };
    void start();

    return () => {
      run.stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((t) => t.stop());
    };
  }, []);

  // getCapabilities is missing from older browsers' tracks.
  const olderTrack: Partial<Pick<MediaStreamTrack, 'getCapabilities'>> | null = track;
  const capabilities: TorchCapabilities | undefined = olderTrack?.getCapabilities?.();
  const hasTorch = capabilities?.torch === true;
  const toggleTorch = () => {
    if (track === null) return;
    const next = !torch;
    const constraints = { advanced: [{ torch: next }] } as unknown as MediaTrackConstraints;
    track.applyConstraints(constraints).then(
      () => setTorch(next),
      () => undefined,
    );
  };

  const message = MESSAGES[state];
  return (
    <section className="scanner" aria-labelledby={titleId}>
      <div className="scanner__bar">
        <h2 id={titleId} className="scanner__title">
          {title}
        </h2>
        <div className="scanner__actions">
          {hasTorch ? (
            <button
              type="button"
              className="button button--secondary button--small"
              aria-pressed={torch}
              onClick={toggleTorch}
            >
              {torch ? SCANNER_TEXTS.torchOn : SCANNER_TEXTS.torchOff}
            </button>
          ) : null}
          <button ref={closeRef} type="button" className="button button--secondary button--small" onClick={onClose}>
            {SCANNER_TEXTS.close}
          </button>
        </div>
      </div>
      {message === undefined ? (
        <>
          <div className="scanner__viewfinder">
            <video ref={videoRef} className="scanner__video" aria-label={SCANNER_TEXTS.viewfinder} muted playsInline />
            <span className="scanner__frame" aria-hidden="true" />
          </div>
          <p className="scanner__status" role="status">
            {state === 'starting' ? SCANNER_TEXTS.starting : SCANNER_TEXTS.scanning}
          </p>
        </>
      ) : (
        <p className="scanner__message" role="alert">
          {message}
        </p>
      )}
    </section>
  );
}
