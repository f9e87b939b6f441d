/**
 * The contract between the gateway and the web app's server bundle (`web/dist/.ssr/entry-server.cjs`,
 * built from ./entry-server.tsx): the gateway calls `render` for each page request and writes what it
 * answers into index.html. Types only, so that the gateway can import them (`@library/web/server-render`)
 * without depending on the web app's code.
 */

/** One GraphQL operation of the page, run by the gateway in-process (no HTTP hop). */
export interface ServerGraphQLRequest {
  query: string;
  variables: Record<string, unknown>;
  operationName: string | undefined;
}

/** What the gateway's GraphQL server answers, as it would over HTTP (errors formatted and masked). */
export interface ServerGraphQLResult {
  data?: Record<string, unknown> | null;
  errors?: readonly { message: string; extensions?: Record<string, unknown> }[];
}

export interface RenderRequest {
  /** The request's path and query string (`/books/42?x=1`). */
  url: string;
  execute: (request: ServerGraphQLRequest) => Promise<ServerGraphQLResult>;
  /** Aborts the render (the client went away, or a time limit): the page is sent as it stands. */
  signal?: AbortSignal;
}

export interface RenderedPage {
  /** 200, 404 for a missing page or book, 502/503/504 when the data could not be loaded. */
  status: number;
  /** The markup of the app, for index.html's `<div id="root">`. */
  html: string;
  /** The page's full `<title>` text; null: index.html's. */
  title: string | null;
  /** The page's `<meta name="description">`; null: index.html's. */
  description: string | null;
  /** Open Graph type ('book'); null: the page has no Open Graph tags. */
  openGraphType: string | null;
  /**
   * HTML to place right after `<div id="root">`: the Apollo cache the page was rendered from, in a
   * JSON script element (not executed, so the CSP needs no inline script), for the browser to hydrate
   * without refetching; empty when a query failed (the browser then renders the page itself and retries).
   */
  stateHtml: string;
}

export interface ServerRenderer {
  /** Whether `pathname` is a page the server renders (the others are rendered in the browser). */
  rendersOnServer: (pathname: string) => boolean;
  render: (request: RenderRequest) => Promise<RenderedPage>;
}
