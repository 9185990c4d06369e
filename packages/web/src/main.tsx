import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// Icons render from SVG paths, one small chunk a size (app/icons.ts); Blueprint's icon fonts
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
 * The entry's style sheet, applied: the build only preloads it (`<link rel="preload" as="style">`, fetched, not
 * parsed) so that it does not hold back the first paint (vite.config.ts deferEntry, issue 17 §1); it becomes a
 * style sheet here. Resolves once it has been applied (or has failed: the app then renders unstyled rather than
 * not at all); at once in development, where vite injects styles from the scripts.
 */
function entryStylesApplied(): Promise<void> {
  const link = document.querySelector<HTMLLinkElement>('link[data-fd-entry-styles]');
  if (!link) return Promise.resolve();
  return new Promise<void>((resolve) => {
    // A load event of the preload itself may still be queued: only a load with the sheet in place counts.
    const loaded = (): void => {
      if (!link.sheet) return;
      link.removeEventListener('load', loaded);
      resolve();
    };
    link.addEventListener('load', loaded);
    link.addEventListener('error', () => resolve(), { once: true });
    link.rel = 'stylesheet';
    loaded();
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
