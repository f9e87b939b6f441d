/**
 * A cover's original made into the sizes the screens use: read by sharp only if it is an image of a
 * format covers come in and within COVER_LIMITS (bytes, pixels), then resized to each of
 * COVER_WIDTHS (exactly: the screens reserve that box) as WebP. Anything else is COVER_INVALID or COVER_TOO_LARGE.
 */
import crypto from 'node:crypto';
import sharp from 'sharp';
import { COVER_LIMITS, COVER_WIDTHS } from '../contract/rules';
import { coverInvalid, coverTooLarge } from '../errors';
import type { CoverImage } from './covers.queries';

const FORMATS: ReadonlySet<string> = new Set(['jpeg', 'png', 'webp', 'gif', 'avif']);

export interface CoverSizes {
  /** Names the original: a new cover gets new addresses. */
  version: string;
  images: CoverImage[];
}

function isPixelLimit(err: unknown): boolean {
  return err instanceof Error && /pixel limit/i.test(err.message);
}

export async function coverSizes(original: Buffer): Promise<CoverSizes> {
  if (original.length > COVER_LIMITS.maxBytes) throw coverTooLarge();
  if (original.length === 0) throw coverInvalid();
  const read = () => sharp(original, { limitInputPixels: COVER_LIMITS.maxPixels, failOn: 'error', animated: false });
  let meta: { format: string; pixels: number };
  try {
    const found = await read().metadata();
    meta = { format: found.format, pixels: found.width * found.height };
  } catch (err: unknown) {
    throw isPixelLimit(err) ? coverTooLarge() : coverInvalid();
  }
  if (!FORMATS.has(meta.format) || meta.pixels === 0) throw coverInvalid();
  if (meta.pixels > COVER_LIMITS.maxPixels) throw coverTooLarge();
  try {
    const images = await Promise.all(
      COVER_WIDTHS.map(async (width) => {
        const { data, info } = await read()
          .rotate()
          .resize({ width })
          .webp({ quality: 80 })
          .toBuffer({ resolveWithObject: true });
        return { width, height: info.height, image: data };
      }),
    );
    const version = crypto.createHash('sha256').update(original).digest('base64url').slice(0, 16);
    return { version, images };
  } catch (err: unknown) {
    throw isPixelLimit(err) ? coverTooLarge() : coverInvalid();
  }
}
