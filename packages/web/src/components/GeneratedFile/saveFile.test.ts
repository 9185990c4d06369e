import { isInAppBrowser as coreRule } from '@funddesk/core';
import { describe, expect, it } from 'vitest';
import { isInAppBrowser } from './saveFile';

describe("downloads refused in in-app browsers: the guard's rule, one copy in core (spec 01 §2.3, §4.8)", () => {
  it.each([
    ['Mozilla/5.0 (iPhone) AppleWebKit/605.1.15 MicroMessenger/8.0.47', true],
    ['Mozilla/5.0 (Windows NT 10.0) wxwork/4.1.0 MicroMessenger/7.0.1', true],
    ['Mozilla/5.0 (Linux; Android 13) DingTalk/7.5.0', true],
    ['Mozilla/5.0 (iPhone) AlipayClient/10.5.0', true],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/120.0 Safari/537.36', false],
  ])('%s -> %s', (userAgent, expected) => {
    expect(isInAppBrowser(userAgent)).toBe(expected);
    expect(isInAppBrowser(userAgent)).toBe(coreRule(userAgent));
  });
});
