import { useEffect, type MouseEvent } from 'react';
import { t } from '@funddesk/core';

/** The id of the shell's `<main>`: the skip link's target (issue 17 §2, WCAG 2.4.1). */
export const MAIN_ID = 'fd-main';

/** The id of the header fund search's input: the `/` shortcut's target (issue 17 §2). */
export const FUND_SEARCH_INPUT_ID = 'fd-fund-search';

/**
 * The document title of a page (WCAG 2.4.2 Page Titled): its tab title then the brand, e.g.
 * `待处理交易 - FundDesk` (catalogue `web.a11y.documentTitle`).
 */
export function documentTitleOf(title: string): string {
  return t('web.a11y.documentTitle', { title });
}

/**
 * Sets `document.title` to {@link documentTitleOf} the given page title while it is shown (WCAG 2.4.2;
 * issue 17 §2: the title follows the route). Nothing changes while `title` is undefined.
 */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    if (title) document.title = documentTitleOf(title);
  }, [title]);
}

/** Whether a key press started in a place where the user types (inputs, text areas, editable content). */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName;
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag !== 'INPUT') return false;
  const type = (target as HTMLInputElement).type;
  return !['button', 'checkbox', 'radio', 'submit', 'reset', 'image', 'range', 'color', 'file'].includes(
    type,
  );
}

/**
 * The `/` shortcut (issue 17 §2: the header search was 89 Tab presses away): pressing `/` anywhere but
 * while typing in a field (or with Ctrl, Alt or Meta held) focuses the header fund search
 * (`#fd-fund-search`) and does not type the slash. Does nothing when the search is not shown (no
 * privilege fund_search).
 */
export function useSearchShortcut(): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.altKey || event.metaKey) return;
      if (event.defaultPrevented || isTyping(event.target)) return;
      const input = document.getElementById(FUND_SEARCH_INPUT_ID);
      if (!input) return;
      event.preventDefault();
      input.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}

/**
 * The skip link (WCAG 2.4.1 Bypass Blocks): first in the tab order, shown when focused, it moves the focus
 * to the shell's `<main>` (`#fd-main`) past the header, sidebar and tab bar. The app routes by hash, so
 * the link focuses the target itself instead of changing the hash.
 */
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const main = document.getElementById(MAIN_ID);
    main?.focus();
    main?.scrollIntoView?.({ block: 'start' });
  };
  return (
    <a className="fd-skip-link" href={`#${MAIN_ID}`} onClick={skip}>
      {t('web.a11y.skipToMain')}
    </a>
  );
}

/**
 * The English names Blueprint hard-codes: "Close" on the close buttons of its dialogs, drawers and toasts,
 * "loading" on its spinners; each with the catalogue key of its Chinese name.
 */
const BLUEPRINT_ENGLISH_NAMES = [
  ['Close', 'web.a11y.close'],
  ['loading', 'web.a11y.loading'],
] as const;

/** Renames the Blueprint-named elements under `root` (and `root` itself) to their catalogue names. */
function renameEnglishNames(root: Element): void {
  for (const [english, key] of BLUEPRINT_ENGLISH_NAMES) {
    const selector = `[aria-label="${english}"]`;
    const found = root.matches(selector) ? [root] : [];
    for (const element of [...found, ...root.querySelectorAll(selector)])
      element.setAttribute('aria-label', t(key));
  }
}

/**
 * Names every Blueprint close button 关闭 and every Blueprint spinner 加载中 (catalogue `web.a11y.close`,
 * `web.a11y.loading`) instead of the English "Close" and "loading" that Blueprint's Dialog, Drawer, Toast
 * and Spinner hard-code (issue 17 §2; WCAG 3.1.2, 4.1.2: a Chinese page reads its controls in Chinese).
 * Watches `root` (the document body) for added elements and re-set names; returns the function that stops
 * watching. React does not write the attribute back while the prop stays the same.
 */
export function watchCloseButtonNames(root: Element): () => void {
  renameEnglishNames(root);
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'attributes') {
        if (record.target instanceof Element) renameEnglishNames(record.target);
        continue;
      }
      for (const node of record.addedNodes) if (node instanceof Element) renameEnglishNames(node);
    }
  });
  observer.observe(root, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['aria-label'],
  });
  return () => observer.disconnect();
}
