/**
 * Covers end to end: a cover put on a book at the REST api comes out through the gateway, as
 * `Book.cover` (its address on the app, width and height of each size) and as the image at that
 * address, with REST's cache headers (immutable, an ETag: a 304 to a browser that has it).
 */
import { postGraphQL } from './support/http';
import { uniqueIsbn } from './support/isbn';
import { startStack, TARGETS, type Stack } from './support/stack';

jest.setTimeout(120_000);

/** A 1 × 1 PNG: resized by the api to each cover width (square, so each height is its width). */
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const COVER = `query($id: ID!) {
  book(id: $id) { cover { small { url width height } large { url width height } } }
}`;

interface CoverImage {
  url: string;
  width: number;
  height: number;
}

describe.each(TARGETS)('covers through the gateway (%s)', (target) => {
  // A store without staff accounts is open: the test's books and covers need no sign-in.
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack(target, 'gateway_covers');
  });
  afterAll(() => stack.close());

  async function aBook(): Promise<string> {
    const created = await postGraphQL(
      stack.gateway.url,
      'mutation($input: CreateBookInput!) { createBook(input: $input) { id } }',
      { input: { title: 'Covered', author: 'A. Writer', genre: 'FICTION', isbn: uniqueIsbn(), copies: 1 } },
    );
    return (created.body.data?.['createBook'] as { id: string }).id;
  }

  async function coverOf(id: string): Promise<{ small: CoverImage; large: CoverImage } | null> {
    const answer = await postGraphQL(stack.gateway.url, COVER, { id });
    return (answer.body.data?.['book'] as { cover: { small: CoverImage; large: CoverImage } | null }).cover;
  }

  it('when a book has no cover, then Book.cover is null', async () => {
    expect(await coverOf(await aBook())).toBeNull();
  });

  it('when a cover is uploaded, then its sizes come out at the app’s own address with long cache headers and an ETag; removed, it is gone', async () => {
    const id = await aBook();
    const put = await fetch(`${stack.api.url}/books/${id}/cover`, {
      method: 'PUT',
      headers: { 'content-type': 'image/png' },
      body: PIXEL_PNG,
    });
    expect(put.status).toBe(200);

    const cover = await coverOf(id);
    expect(cover).toEqual({
      small: { url: expect.stringMatching(/^\/covers\/.+\/80\/.+\.webp$/) as unknown, width: 80, height: 80 },
      large: { url: expect.stringMatching(/^\/covers\/.+\/240\/.+\.webp$/) as unknown, width: 240, height: 240 },
    });
    const large = `${stack.gateway.url}${cover?.large.url ?? ''}`;

    const image = await fetch(large);
    const bytes = Buffer.from(await image.arrayBuffer());
    const etag = image.headers.get('etag');
    expect({
      status: image.status,
      type: image.headers.get('content-type'),
      cache: image.headers.get('cache-control'),
      width: image.headers.get('x-image-width'),
      height: image.headers.get('x-image-height'),
      webp: bytes.subarray(8, 12).toString('latin1'),
      etag: typeof etag,
    }).toEqual({
      status: 200,
      type: 'image/webp',
      cache: 'public, max-age=31536000, immutable',
      width: '240',
      height: '240',
      webp: 'WEBP',
      etag: 'string',
    });

    const again = await fetch(large, { headers: { 'if-none-match': etag ?? '' } });
    expect([again.status, (await again.arrayBuffer()).byteLength, again.headers.get('etag')]).toEqual([304, 0, etag]);

    const removed = await postGraphQL(stack.gateway.url, 'mutation($id: ID!) { removeCover(id: $id) }', { id });
    const gone = await fetch(large);
    expect([removed.body.data, await coverOf(id), gone.status]).toEqual([{ removeCover: id }, null, 404]);
  });

  it('when a cover address names no cover, then 404 COVER_NOT_FOUND in the REST failure envelope', async () => {
    const id = await aBook();
    const answer = await fetch(`${stack.gateway.url}/covers/${id}/240/v1.webp`);
    const body = (await answer.json()) as { error?: { code?: string } };
    expect([answer.status, body.error?.code, answer.headers.get('cache-control')]).toEqual([
      404,
      'COVER_NOT_FOUND',
      'no-store',
    ]);
  });
});
