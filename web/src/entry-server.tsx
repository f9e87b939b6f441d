/**
 * The server bundle's entry (`npm run build -w web` writes it to dist/.ssr/entry-server.cjs): the
 * gateway renders the catalogue's pages with it (gateway/src/ssr.ts). The GraphQL operations of the
 * page run inside the gateway through `execute`; the tree is rendered with React 19's
 * prerenderToNodeStream until every query has its data (Apollo Client's prerenderStatic), and the
 * cache goes with the page so that the browser hydrates it without fetching again (./main.tsx).
 */
import { ApolloClient, ApolloLink } from '@apollo/client';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { print, type DocumentNode } from 'graphql';
import { prerenderToNodeStream } from 'react-dom/static';
import { matchRoutes, StaticRouter } from 'react-router-dom';
import { Observable } from 'rxjs';
import { AppProvider } from './app/provider';
import { AppRoutes, routes } from './app/router';
import { createCache } from './lib/apollo-client';
import { SERVER_STATE_ID, ServerPage, ServerPageProvider } from './lib/ssr';
import type { RenderedPage, RenderRequest, ServerRenderer } from './server-render';

/** The pages the server renders (paths of ./app/router's routes): the public catalogue and the 404 page. */
const SERVER_RENDERED = new Set(['/', '/all-books', '/books/:bookId', '/borrow-summary', '*']);

function rendersOnServer(pathname: string): boolean {
  const path = matchRoutes(routes, pathname)?.at(-1)?.route.path;
  return path !== undefined && SERVER_RENDERED.has(path);
}

/** Each document printed once (the gateway's GraphQL server parses it from text). */
const printed = new WeakMap<DocumentNode, string>();
function printOnce(document: DocumentNode): string {
  let text = printed.get(document);
  if (text === undefined) {
    text = print(document);
    printed.set(document, text);
  }
  return text;
}

/** Apollo Client's link to the gateway's `execute`; `onErrors` hears of any operation that failed. */
function executeLink(execute: RenderRequest['execute'], onErrors: () => void) {
  return new ApolloLink(
    (operation) =>
      new Observable<ApolloLink.Result>((observer) => {
        execute({
          query: printOnce(operation.query),
          variables: operation.variables,
          operationName: operation.operationName,
        }).then(
          (result) => {
            if (result.errors?.length) onErrors();
            observer.next(result as ApolloLink.Result);
            observer.complete();
          },
          (error: unknown) => {
            onErrors();
            observer.error(error);
          },
        );
      }),
  );
}

/**
 * The cache as a JSON script element. `<` is escaped so that no text in the data (a title with
 * `</script>`) can end the element; U+2028/2029 for old parsers.
 */
function stateScript(state: unknown): string {
  const json = JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${SERVER_STATE_ID}">${json}</script>`;
}

async function render({ url, execute, signal }: RenderRequest): Promise<RenderedPage> {
  const page = new ServerPage();
  const outcome = { failed: false };
  const client = new ApolloClient({
    ssrMode: true,
    link: executeLink(execute, () => {
      outcome.failed = true;
    }),
    cache: createCache(),
  });
  const tree = (
    <ServerPageProvider page={page}>
      <AppProvider client={client}>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </AppProvider>
    </ServerPageProvider>
  );
  try {
    const { result } = await prerenderStatic({
      tree,
      context: { client },
      signal,
      // Every boundary in place, none outlined to be moved in by an inline script: the page reads
      // without JavaScript, and the CSP needs no inline script.
      renderFunction: (element) =>
        prerenderToNodeStream(element, { signal, progressiveChunkSize: Number.POSITIVE_INFINITY }),
    });
    return {
      status: page.status,
      html: result,
      title: page.title,
      description: page.description,
      openGraphType: page.openGraphType,
      stateHtml: outcome.failed ? '' : stateScript(client.extract()),
    };
  } finally {
    client.stop();
  }
}

export const serverRenderer: ServerRenderer = { rendersOnServer, render };
