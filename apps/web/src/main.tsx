import '@/lib/zod-jitless';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { keepServerFrame } from '@/lib/server-frame';
import '@/styles/main.scss';

keepServerFrame();

// The first render runs as a transition, which React splits into short tasks: the page the
// server painted (the bar, a car's photo) stays responsive while the app takes over.
startTransition(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
