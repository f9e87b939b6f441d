/**
 * The barcode reader behind the camera panel, loaded only when the camera is opened (./scanner-panel
 * imports this module dynamically): the browser's own `BarcodeDetector` when it reads every format
 * the library uses, else the `barcode-detector` ponyfill (ZXing compiled to WebAssembly). The `.wasm`
 * is part of this build (hashed under /assets, served by the gateway): never the CDN the module
 * would fetch it from by default.
 */
import zxingReaderWasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

/** The codes of a library: EAN-13 (ISBN 978/979), EAN-8, UPC-A, Code 128 and Code 39 (cards). */
export const SCAN_FORMATS = ['ean_13', 'ean_8', 'upc_a', 'code_128', 'code_39'] as const;

/** What the panel needs of a detector: the codes seen in the current frame of the video. */
export interface CodeReader {
  detect(source: HTMLVideoElement): Promise<readonly { rawValue: string }[]>;
}

interface DetectorConstructor {
  new (options: { formats: string[] }): CodeReader;
  getSupportedFormats(): Promise<readonly string[]>;
}

async function nativeDetector(): Promise<CodeReader | null> {
  const Native = (globalThis as { BarcodeDetector?: DetectorConstructor }).BarcodeDetector;
  if (Native === undefined) return null;
  try {
    const supported = await Native.getSupportedFormats();
    if (!SCAN_FORMATS.every((format) => supported.includes(format))) return null;
    return new Native({ formats: [...SCAN_FORMATS] });
  } catch {
    return null;
  }
}

/** A reader of the library's formats: the native one where the browser has it, else ZXing's. */
export async function createCodeReader(): Promise<CodeReader> {
  const native = await nativeDetector();
  if (native !== null) return native;
  const { BarcodeDetector, prepareZXingModule } = await import('barcode-detector/ponyfill');
  // Before the first detector: it starts loading the module with the overrides set now.
  prepareZXingModule({
    overrides: {
      locateFile: (file: string, prefix: string) => (file.endsWith('.wasm') ? zxingReaderWasmUrl : prefix + file),
    },
  });
  return new BarcodeDetector({ formats: [...SCAN_FORMATS] });
}
