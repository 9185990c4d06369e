import { describe, expect, it } from 'vitest';
import { rewriteOpeningUrl } from './opening';

const b64 = (text: string) => btoa(String.fromCharCode(...new TextEncoder().encode(text)));

describe('the app-opening URL (spec 01 §2.3: hashUrl is base64-decoded and replaces the hash route)', () => {
  it('spec 01 §2.3: a hashUrl in the page query replaces the hash route and leaves the query', () => {
    const { replace } = rewriteOpeningUrl({
      search: `?hashUrl=${encodeURIComponent(b64('/asset/index?x=1'))}&a=b`,
      hash: '#/',
    });
    expect(replace).toEqual({ search: '?a=b', hash: '#/asset/index?x=1' });
  });

  it('spec 01 §2.3: a hashUrl in the hash route query works too', () => {
    const { replace } = rewriteOpeningUrl({
      search: '',
      hash: `#/deeplink?hashUrl=${b64('/trade/stayTrade')}`,
    });
    expect(replace).toEqual({ search: '', hash: '#/trade/stayTrade' });
  });

  it('spec 01 §2.3, spec 03 §8: an undecodable hashUrl changes nothing and asks for an alarm', () => {
    const { decision, replace } = rewriteOpeningUrl({ search: '?hashUrl=%%%', hash: '#/' });
    expect(replace).toBeUndefined();
    expect(decision).toMatchObject({ ok: false, alarm: true });
  });

  it('spec 01 §2.3: no hashUrl, nothing to do and no alarm', () => {
    expect(rewriteOpeningUrl({ search: '', hash: '#/asset/index' })).toEqual({
      decision: { ok: false, reason: 'absent', alarm: false },
    });
  });
});
