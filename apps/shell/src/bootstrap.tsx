import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { registerRemotesFromManifest } from './federation/remotes-manifest';
import './global.css';

// The remotes' locations come from the manifest at run time, before the first route renders.
await registerRemotesFromManifest();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
