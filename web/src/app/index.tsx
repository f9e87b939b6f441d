import type { ApolloClient } from '@apollo/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProvider } from './provider';
import { AppRoutes } from './router';

/** The whole app in the browser, on `client` (./main.tsx makes it, with a server-rendered page's cache). */
export function App({ client }: { client: ApolloClient }) {
  return (
    <AppProvider client={client}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProvider>
  );
}
