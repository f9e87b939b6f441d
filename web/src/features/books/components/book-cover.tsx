/**
 * A book page's cover: the picture at its own width and height (so the page keeps its place while it
 * loads: no layout shift), loaded at once as the page's main image; without one, a neutral block of
 * the cover's shape with the title and author.
 */
export interface CoverImageFields {
  url: string;
  width: number;
  height: number;
}

export function BookCover({
  cover,
  title,
  author,
}: {
  cover: { large: CoverImageFields } | null;
  title: string;
  author: string;
}) {
  if (cover === null) {
    return (
      <div className="detail__cover" aria-hidden="true" data-testid="cover-placeholder">
        <span className="detail__cover-title">{title}</span>
        <span className="detail__cover-author">{author}</span>
      </div>
    );
  }
  const { url, width, height } = cover.large;
  return (
    <img
      className="detail__cover-image"
      src={url}
      width={width}
      height={height}
      alt={`Cover of ${title}`}
      decoding="async"
      fetchPriority="high"
    />
  );
}
