// The widget's chat frame (/embed/chat) starts here, not in main.tsx: it needs no router, no site
// shell and no page loader, and it is built apart with Preact standing in for React
// (vite.embed.config.ts, decision record 028), so a business's visitor downloads a third as much.
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { brandFromHost } from '../domain/brands';
import { App } from './app/app';
import { loadConfig } from './app/load-config';
import { applyStoredTheme } from './app/theme-provider';
import { EmbedChatPage } from './routes/embed/embed-chat-page';

async function start(): Promise<void> {
  applyStoredTheme();
  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root element in embed.html');
  const config = await loadConfig();
  const brand = { ...brandFromHost(window.location.hostname), ...config.brandContact };
  container.replaceChildren();
  createRoot(container).render(
    <StrictMode>
      <App brand={brand} config={config} mode="main">
        <EmbedChatPage />
      </App>
    </StrictMode>,
  );
}

void start();
