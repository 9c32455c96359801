import '@picocss/pico/css/pico.min.css';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { ApiFailure } from './api/client';
import { SessionProvider } from './auth';
import { App } from './App';

const queries = new QueryClient({
  defaultOptions: {
    // a 4xx will not change on retry; network blips and 5xx get one more try
    queries: { retry: (n, e) => n < 1 && !(e instanceof ApiFailure && e.status < 500), refetchOnWindowFocus: false, staleTime: 10_000 },
  },
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queries}>
      <BrowserRouter basename="/dashboard">
        <SessionProvider>
          <App />
        </SessionProvider>
      </BrowserRouter>
    </QueryClientProvider>
  </StrictMode>,
);
