import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers.tsx';
import { makeQueryClient } from './app/query-client.ts';
import { createAppRouter } from './app/router.tsx';
import './styles/tokens.css';
import './styles/global.css';

// One cache for the router's loaders and the pages' hooks.
const queryClient = makeQueryClient();
const router = createAppRouter(queryClient);
const container = document.getElementById('root');
if (!container) throw new Error('no #root element');

createRoot(container).render(
  <StrictMode>
    <AppProviders client={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
