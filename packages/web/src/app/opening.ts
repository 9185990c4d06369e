import { decodeHashUrl, type HashUrlDecision } from '@funddesk/core';

/** What the page's URL says when the app opens. */
export interface OpeningUrl {
  /** `location.search` (`?hashUrl=…`). */
  search: string;
  /** `location.hash` (`#/path?hashUrl=…`). */
  hash: string;
}

/** The app-opening URL after the hashUrl rule. */
export interface OpeningRewrite {
  decision: HashUrlDecision;
  /** The new `search` and `hash` when the route is replaced. */
  replace?: { search: string; hash: string };
}

/**
 * Applies the hashUrl rule to an app-opening URL (spec 01 §2.3: "An app-opening URL with a hashUrl query
 * parameter is base64-decoded and replaces the hash route; if decoding fails an alarm is sent"). The
 * parameter may sit in the page's query or in the hash route's query; either way it is removed from the
 * URL when it decodes.
 * @see spec 01 §2.3, spec 03 §8
 */
export function rewriteOpeningUrl(url: OpeningUrl): OpeningRewrite {
  const pageQuery = new URLSearchParams(url.search);
  const hashQueryAt = url.hash.indexOf('?');
  const hashQuery = new URLSearchParams(hashQueryAt >= 0 ? url.hash.slice(hashQueryAt + 1) : '');
  const inPage = pageQuery.has('hashUrl');
  const raw = inPage ? pageQuery.get('hashUrl') : hashQuery.get('hashUrl');
  const decision = decodeHashUrl({ hashUrl: raw });
  if (!decision.ok) return { decision };
  pageQuery.delete('hashUrl');
  const search = pageQuery.toString();
  return { decision, replace: { search: search ? `?${search}` : '', hash: `#${decision.hash}` } };
}
