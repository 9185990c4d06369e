import { describe, expect, it } from 'vitest';
import { ErrorCode, GatewayError } from '@funddesk/core';
import { isStaleSessionEnding } from './staleSession';

describe('a late session-ending failure of an ended session (spec 01 §8: 401 logs out)', () => {
  const expired = new GatewayError(ErrorCode.SessionExpired);
  const refused = new GatewayError(ErrorCode.BadRequest);

  it('a 401 of a call sent with the old token does not end the new session', () => {
    expect(isStaleSessionEnding(expired, 'old-token', 'new-token')).toBe(true);
  });

  it('a 401 of a call sent with the current token ends it', () => {
    expect(isStaleSessionEnding(expired, 'new-token', 'new-token')).toBe(false);
  });

  it('a call sent without a token (before login) is never stale', () => {
    expect(isStaleSessionEnding(expired, undefined, 'new-token')).toBe(false);
  });

  it('other failures are reported whatever session they belong to', () => {
    expect(isStaleSessionEnding(refused, 'old-token', 'new-token')).toBe(false);
  });
});
