import { coverPath } from '../covers';
import type { BookCoverResolvers } from '../generated/graphql';
import type { RestCover } from '../rest/types';

/** One size of the cover (REST's sizes are narrowest first), at its address on the app. */
function image(cover: RestCover, at: 'first' | 'last') {
  const size = cover.sizes.at(at === 'first' ? 0 : -1);
  if (size === undefined) throw new Error('A cover without sizes');
  return { url: coverPath(cover.book, size.width, cover.version), width: size.width, height: size.height };
}

export const BookCover: BookCoverResolvers = {
  small: (cover) => image(cover, 'first'),
  large: (cover) => image(cover, 'last'),
};
