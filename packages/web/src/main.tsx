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

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
