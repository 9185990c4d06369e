import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../app/session';
import { AffiliatedOrgPage } from './AffiliatedOrgPage';
import { openCockpitPage } from './testing';

describe('关联机构 /cockpit/affiliatedOrg (spec 03 §2 Cockpit affiliatedOrg, §7 cockpit/relation/list/query)', () => {
  beforeEach(() => sessionStore.set({ token: 't', groupId: '10000001', isOnlyCockpitUser: true }));
  afterEach(() => {
    cleanup();
    sessionStore.set({});
  });

  it('lists every relation with its date, state and the masked contact; the user masked', async () => {
    openCockpitPage('/cockpit/affiliatedOrg', <AffiliatedOrgPage />);
    const table = await screen.findByRole('table', { name: '关联机构列表' });
    const rows = await within(table).findAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]?.textContent).toBe('10000001鼎元投资管理有限公司2025-07-01有效*杰138****8008');
    expect(rows[2]?.textContent).toContain('已解除');
    expect(await screen.findByText('驾驶舱用户：*杰')).toBeTruthy();
    expect(screen.getByText('共 2 家机构，其中有效 1 家')).toBeTruthy();
    expect(screen.queryByText(/手机号：/)).toBeNull(); // none on file
  });
});
