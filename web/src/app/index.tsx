import { BrowserRouter } from 'react-router-dom';
import { createApolloClient } from '../lib/apollo-client';
import { AppProvider } from './provider';
import { AppRoutes } from './router';

const client = createApolloClient();

/** The whole app in the browser. */
export function App() {
  return (
    <AppProvider client={client}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProvider>
  );
}
