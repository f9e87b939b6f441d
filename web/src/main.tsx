import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import 'react-toastify/ReactToastify.css';
import './styles/index.css';
import { App } from './app';
import { createApolloClient } from './lib/apollo-client';
import { SERVER_STATE_ID } from './lib/ssr';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/**
 * A page the gateway rendered comes with the Apollo cache it was rendered from: the app hydrates it,
 * its queries answered from that cache (no request). Any other page (the client-rendered screens, or
 * a server render whose data failed to load) is rendered here from scratch.
 */
const serverState = document.getElementById(SERVER_STATE_ID)?.textContent;
const client = createApolloClient();
const app = (
  <StrictMode>
    <App client={client} />
  </StrictMode>
);
if (serverState) {
  client.cache.restore(JSON.parse(serverState) as Parameters<typeof client.cache.restore>[0]);
  // Hydrated as a transition: React then yields to the browser between components instead of
  // hydrating the whole page in one task, so a tap or a keypress during start-up is not kept waiting
  // (the page is already painted; ./lib/early-events replays what came before hydration).
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else {
  createRoot(container).render(app);
}
