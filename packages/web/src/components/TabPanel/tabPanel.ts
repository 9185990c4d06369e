import { Classes } from '@blueprintjs/core';

/** The attributes that make an element the panel of a Blueprint tab: see {@link tabPanelProps}. */
export interface TabPanelProps {
  id: string;
  role: 'tabpanel';
  'aria-labelledby': string;
}

/**
 * The attributes of the panel of Blueprint tab `tabId` in `<Tabs id={parentId}>`, for tabs used without a
 * `panel` prop (the page shows the selected tab's content itself): Blueprint's tab always names its panel
 * in `aria-controls` (`bp6-tab-panel_{parentId}_{tabId}`), so the content gets that id, the `tabpanel` role
 * and the tab's title as its name (issue 17 §2: aria-controls must point at an element; WCAG 4.1.2).
 */
export function tabPanelProps(parentId: string, tabId: string | number): TabPanelProps {
  return {
    id: `${Classes.TAB_PANEL}_${parentId}_${tabId}`,
    role: 'tabpanel',
    'aria-labelledby': `${Classes.TAB}-title_${parentId}_${tabId}`,
  };
}
