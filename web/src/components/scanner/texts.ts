/** What the camera panel says (./scanner-panel). */
export const SCANNER_TEXTS = {
  title: 'Scan with camera',
  /** While the panel's code loads (the Suspense fallback of those who open it). */
  opening: 'Opening the camera…',
  viewfinder: 'Camera view: hold the barcode inside the frame',
  starting: 'Starting the camera…',
  scanning: 'Point the camera at a barcode.',
  permissionRefused: "Camera permission was refused: allow it in the browser's site settings, or type the code",
  noCamera: 'No camera was found on this device: type the code instead',
  failed: 'The camera could not be started: type the code instead',
  readerFailed: 'The barcode reader could not be loaded: type the code instead',
  torchOn: 'Torch on',
  torchOff: 'Torch off',
  close: 'Close camera',
} as const;
