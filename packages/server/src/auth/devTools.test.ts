import { describe, expect, it } from 'vitest';
import { isDevToolsEnabled, isLoopback, listenConfig } from './devTools.js';

describe('dev tools only when explicitly enabled (DESIGN §7, docs/security.md)', () => {
  it.each([
    [{}, false],
    [{ FUNDDESK_DEV_TOOLS: '1' }, true],
    [{ FUNDDESK_DEV_TOOLS: '0' }, false],
    [{ FUNDDESK_DEV: '1' }, false],
    [{ NODE_ENV: 'production', FUNDDESK_DEV_TOOLS: '1' }, false],
    [{ NODE_ENV: 'test', FUNDDESK_DEV_TOOLS: '1' }, true],
  ])('%o -> %s', (env, enabled) => {
    expect(isDevToolsEnabled(env)).toBe(enabled);
  });

  it.each([
    ['127.0.0.1', true],
    ['127.8.9.10', true],
    ['::1', true],
    ['::ffff:127.0.0.1', true],
    ['localhost', true],
    ['0.0.0.0', false],
    ['::', false],
    ['10.0.0.5', false],
    ['::ffff:192.168.1.2', false],
    ['', false],
    [undefined, false],
  ])('isLoopback(%s) -> %s', (address, loopback) => {
    expect(isLoopback(address)).toBe(loopback);
  });

  it('listens on 127.0.0.1:8080 unless HOST/PORT say otherwise', () => {
    expect(listenConfig({})).toEqual({ host: '127.0.0.1', port: 8080, devTools: false });
    expect(listenConfig({ HOST: '0.0.0.0', PORT: '9000' })).toEqual({
      host: '0.0.0.0',
      port: 9000,
      devTools: false,
    });
    expect(listenConfig({ FUNDDESK_DEV_TOOLS: '1' })).toEqual({
      host: '127.0.0.1',
      port: 8080,
      devTools: true,
    });
  });

  it('refuses to start with dev tools on a non-loopback listener, naming the host', () => {
    expect(() => listenConfig({ HOST: '0.0.0.0', FUNDDESK_DEV_TOOLS: '1' })).toThrow(
      '拒绝启动：开发工具（FUNDDESK_DEV_TOOLS=1，含验证码邮箱和故障注入）只能在本机回环地址上开启，HOST=0.0.0.0 不是回环地址。请去掉 FUNDDESK_DEV_TOOLS 或把 HOST 设为 127.0.0.1。',
    );
  });
});
