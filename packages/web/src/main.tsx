import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// Icons render from SVG paths loaded one by one (app/icons.ts); Blueprint's icon fonts
// (@blueprintjs/icons/lib/css/blueprint-icons.css: TrueType, EOT, WOFF, WOFF2, SVG fonts) are not imported, so
// icons arrive once and no font is downloaded (issue 17 §1).
// The date picker, select and table styles are not needed by the login page: the shell (shell/Layout.tsx)
// imports them, after app.css, which overrides none of their rules (issue 17 §1).
import '@blueprintjs/core/lib/css/blueprint.css';
import './styles/app.css';
import './styles/theme-enterprise.css';
import { App } from './app/App';
import { installIconLoader } from './app/icons';

installIconLoader();

/**
 * The entry's style sheet, applied: the build leaves it `media="print"` so that it does not block the first
 * paint (vite.config.ts deferEntryStyles, issue 17 §1). Resolves once it has loaded (or failed: the app then
 * renders unstyled rather than not at all); at once in development, where vite injects styles from the scripts.
 */
function entryStylesApplied(): Promise<void> {
  const link = document.querySelector<HTMLLinkElement>('link[data-fd-entry-styles]');
  if (!link) return Promise.resolve();
  const loaded = link.sheet
    ? Promise.resolve()
    : new Promise<void>((resolve) => {
        link.addEventListener('load', () => resolve(), { once: true });
        link.addEventListener('error', () => resolve(), { once: true });
      });
  return loaded.then(() => {
    link.media = 'all';
  });
}

const root = document.getElementById('root');
if (root) {
  void entryStylesApplied().then(() => {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}
