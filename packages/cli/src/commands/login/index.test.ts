import type { OrgEntry } from '@funddesk/core';
import { describe, expect, it } from 'vitest';
import type { Prompter } from '../../context.js';
import { UsageError } from '../../errors.js';
import { parseLoginAs, readCredentials, selectableOrgs, stripTrailingNewline } from './index.js';

const asked: string[] = [];
const prompter: Prompter = {
  input: (message) => {
    asked.push(message);
    return Promise.resolve('op01');
  },
  password: (message) => {
    asked.push(message);
    return Promise.resolve('Demo@2026');
  },
  select: () => Promise.reject(new Error('not asked')),
};
const noStdin = (): Promise<string> => Promise.reject(new Error('stdin read'));

describe('readCredentials', () => {
  it('without a TTY, refuses to go on without both credentials (usage error, no prompt)', async () => {
    await expect(
      readCredentials({}, { vars: {}, prompter: undefined, readStdin: noStdin }),
    ).rejects.toBeInstanceOf(UsageError);
    await expect(
      readCredentials({ user: 'op01' }, { vars: {}, prompter: undefined, readStdin: noStdin }),
    ).rejects.toBeInstanceOf(UsageError);
  });

  it('reads the password from stdin, dropping one trailing newline only', async () => {
    const creds = await readCredentials(
      { user: 'op01', passwordStdin: true },
      { vars: {}, prompter: undefined, readStdin: () => Promise.resolve('Demo@2026 \n') },
    );
    expect(creds).toEqual({ loginName: 'op01', password: 'Demo@2026 ' });
    expect(stripTrailingNewline('pw\r\n')).toBe('pw');
    expect(stripTrailingNewline('pw\n\n')).toBe('pw\n');
  });

  it('takes FUNDDESK_USER and FUNDDESK_PASSWORD; flags win', async () => {
    const vars = { FUNDDESK_USER: 'op02', FUNDDESK_PASSWORD: 'pw' };
    expect(await readCredentials({}, { vars, prompter: undefined, readStdin: noStdin })).toEqual({
      loginName: 'op02',
      password: 'pw',
    });
    expect(
      (await readCredentials({ user: 'op01' }, { vars, prompter: undefined, readStdin: noStdin })).loginName,
    ).toBe('op01');
  });

  it('on a TTY asks for what is missing', async () => {
    asked.length = 0;
    expect(await readCredentials({}, { vars: {}, prompter, readStdin: noStdin })).toEqual({
      loginName: 'op01',
      password: 'Demo@2026',
    });
    expect(asked).toEqual(['登录名', '登录密码']);
    asked.length = 0;
    await readCredentials({ user: 'op01' }, { vars: {}, prompter, readStdin: noStdin });
    expect(asked).toEqual(['登录密码']);
  });

  it('refuses an empty password from stdin', async () => {
    await expect(
      readCredentials(
        { user: 'op01', passwordStdin: true },
        { vars: {}, prompter: undefined, readStdin: () => Promise.resolve('\n') },
      ),
    ).rejects.toBeInstanceOf(UsageError);
  });
});

describe('login choices', () => {
  const org = (groupId: string, synthesizeState = 2): OrgEntry => ({
    corpName: `机构${groupId}`,
    groupId,
    gid: groupId,
    orgName: groupId,
    managerOrgFlag: false,
    synthesizeState,
    clientType: '2',
    orgType: 0,
    status: 2,
  });

  it('drops closed organisations and duplicates (spec 01 §3)', () => {
    expect(selectableOrgs([org('1'), org('2', 99), org('1'), org('3')]).map((o) => o.groupId)).toEqual([
      '1',
      '3',
    ]);
  });

  it('parses --as (org by default)', () => {
    expect(parseLoginAs(undefined)).toBe('org');
    expect(parseLoginAs('person')).toBe('person');
    expect(() => parseLoginAs('admin')).toThrow(UsageError);
  });
});
