import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { ThemeProvider } from '../lib/theme';

/** App-wide providers: theme and Apollo Client. */
export function AppProvider({ client, children }: { client: ApolloClient; children: ReactNode }) {
  return (
    <ThemeProvider>
      <ApolloProvider client={client}>{children}</ApolloProvider>
    </ThemeProvider>
  );
}
