import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// Icons render from SVG paths loaded one by one (app/icons.ts); Blueprint's icon fonts
// (@blueprintjs/icons/lib/css/blueprint-icons.css: TrueType, EOT, WOFF, WOFF2, SVG fonts) are not imported, so
// icons arrive once and no font is downloaded (issue 17 §1).
import '@blueprintjs/core/lib/css/blueprint.css';
import '@blueprintjs/datetime/lib/css/blueprint-datetime.css';
import '@blueprintjs/select/lib/css/blueprint-select.css';
import '@blueprintjs/table/lib/css/table.css';
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
