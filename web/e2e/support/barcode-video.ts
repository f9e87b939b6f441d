/**
 * Videos for Chromium's fake camera (`--use-fake-device-for-media-stream
 * --use-file-for-fake-video-capture=<file>.y4m`), written by the specs themselves: frames of an
 * EAN-13 drawn here (an ISBN's barcode), of a Code 128 taken from an SVG the app drew (the card
 * printer's) and rasterised in the browser, and blank ones. Each frame is a luma plane (one byte a
 * pixel, 0 black, 255 white); the Y4M file adds neutral chroma (grey, no colour).
 */
import { closeSync, openSync, writeSync } from 'node:fs';
import type { Locator } from '@playwright/test';

/** A frame's size in pixels (even numbers: 4:2:0 halves both for the chroma planes). */
export interface VideoSize {
  width: number;
  height: number;
}

// EAN-13 (ISO/IEC 15420): the left half's digits in code set L or G as the first digit says, the right half's in R.
// prettier-ignore
const L_CODES = ['0001101', '0011001', '0010011', '0111101', '0100011', '0110001', '0101111', '0111011', '0110111', '0001011'];
const R_CODES = L_CODES.map((code) => code.replace(/[01]/g, (bit) => (bit === '1' ? '0' : '1')));
const G_CODES = R_CODES.map((code) => Array.from(code).reverse().join(''));
// prettier-ignore
const PARITY = ['LLLLLL', 'LLGLGG', 'LLGGLG', 'LLGGGL', 'LGLLGG', 'LGGLLG', 'LGGGLL', 'LGLGGL', 'LGLGLG', 'LGGLGL'];

/** The 95 modules of an EAN-13 ('1' a bar), guards included. */
export function ean13Modules(code: string): string {
  const digits = Array.from(code, Number);
  const parity = PARITY[digits[0] ?? 0] ?? '';
  const left = digits
    .slice(1, 7)
    .map((digit, i) => (parity[i] === 'G' ? G_CODES[digit] : L_CODES[digit]))
    .join('');
  const right = digits
    .slice(7)
    .map((digit) => R_CODES[digit])
    .join('');
  return `101${left}01010${right}101`;
}

/** A white frame: the camera sees nothing to read. */
export function blankFrame({ width, height }: VideoSize): Buffer {
  return Buffer.alloc(width * height, 255);
}

/**
 * A frame of the EAN-13 of `code`: black bars on white, `moduleWidth` px a module, centred, over the
 * middle half of the height (quiet zones of 30+ modules at 640 px wide and 4 px a module).
 */
export function ean13Frame(code: string, size: VideoSize, moduleWidth = 4): Buffer {
  const { width, height } = size;
  const modules = ean13Modules(code);
  const left = Math.floor((width - modules.length * moduleWidth) / 2);
  const luma = blankFrame(size);
  for (let y = Math.floor(height / 4); y < Math.floor((height * 3) / 4); y += 1) {
    for (let m = 0; m < modules.length; m += 1) {
      if (modules[m] === '1')
        luma.fill(0, y * width + left + m * moduleWidth, y * width + left + (m + 1) * moduleWidth);
    }
  }
  return luma;
}

/**
 * A frame of the barcode SVG `svg` shows (one viewBox unit a module, as components/barcode.tsx draws
 * Code 128), rasterised by the page's browser: the SVG as an image from a Blob URL, drawn on a white
 * canvas at a whole number of pixels a module (at most `moduleWidth`, less when it would not fit),
 * centred over the middle half of the height; its pixels' luma (BT.601, full range as C420jpeg means).
 */
export async function svgFrame(svg: Locator, size: VideoSize, moduleWidth = 3): Promise<Buffer> {
  const base64 = await svg.evaluate(
    async (element, { width, height, maxModuleWidth }) => {
      const modules = Number((element.getAttribute('viewBox') ?? '').trim().split(/\s+/)[2]);
      if (!(modules > 0)) throw new Error('the barcode SVG has no viewBox width');
      const pixelsPerModule = Math.max(1, Math.min(maxModuleWidth, Math.floor(width / modules)));
      const drawnWidth = modules * pixelsPerModule;
      const drawnHeight = Math.floor(height / 2);
      // A copy with a size of its own: the page's one is sized by CSS, which an image of it does not see.
      const copy = element.cloneNode(true);
      if (!(copy instanceof SVGSVGElement)) throw new Error('not an SVG element');
      copy.setAttribute('width', String(drawnWidth));
      copy.setAttribute('height', String(drawnHeight));
      const blob = new Blob([new XMLSerializer().serializeToString(copy)], { type: 'image/svg+xml' });
      const url = URL.createObjectURL(blob);
      try {
        const image = new Image();
        image.src = url;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = width;
        canvas.height = height;
        const context = canvas.getContext('2d');
        if (context === null) throw new Error('no 2D canvas');
        context.fillStyle = '#fff';
        context.fillRect(0, 0, width, height);
        context.imageSmoothingEnabled = false;
        context.drawImage(
          image,
          Math.floor((width - drawnWidth) / 2),
          Math.floor((height - drawnHeight) / 2),
          drawnWidth,
          drawnHeight,
        );
        const { data } = context.getImageData(0, 0, width, height);
        let binary = '';
        for (let i = 0; i < data.length; i += 4) {
          const luma = 0.299 * (data[i] ?? 255) + 0.587 * (data[i + 1] ?? 255) + 0.114 * (data[i + 2] ?? 255);
          binary += String.fromCharCode(Math.round(luma));
        }
        return btoa(binary);
      } finally {
        URL.revokeObjectURL(url);
      }
    },
    { ...size, maxModuleWidth: moduleWidth },
  );
  const luma = Buffer.from(base64, 'base64');
  if (luma.length !== size.width * size.height) throw new Error(`the frame has ${luma.length} pixels`);
  return luma;
}

/**
 * Writes `frames` (luma planes of `size`) as a Y4M video at `fps` frames a second (4:2:0, chroma
 * neutral at 128). Chromium plays it from the start when a page opens the camera, and loops it.
 */
export function writeY4m(file: string, size: VideoSize, fps: number, frames: readonly Buffer[]): void {
  const chroma = Buffer.alloc((size.width / 2) * (size.height / 2) * 2, 128);
  const marker = Buffer.from('FRAME\n');
  const fd = openSync(file, 'w');
  try {
    writeSync(fd, `YUV4MPEG2 W${size.width} H${size.height} F${fps}:1 Ip A1:1 C420jpeg\n`);
    for (const luma of frames) {
      if (luma.length !== size.width * size.height) throw new Error('a frame of another size');
      writeSync(fd, marker);
      writeSync(fd, luma);
      writeSync(fd, chroma);
    }
  } finally {
    closeSync(fd);
  }
}
