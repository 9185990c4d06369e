import type { ReactNode } from 'react';
import { Card } from '@blueprintjs/core';
import { t, type MessageKey } from '@funddesk/core';
import { AccountPicker } from '../../components/AccountPicker/AccountPicker';
import { useAccountSelection } from '../../components/AccountPicker/useAccounts';

/** The account selection of the asset pages and its request (`{ groupIds }`, null until accounts are known). */
export interface AssetAccount {
  selection: ReturnType<typeof useAccountSelection>;
  request: { groupIds: string[] } | null;
}

/**
 * The account selection of the public-fund asset pages (资产概览, 公募资产分析): one account or 全部账户 among those
 * granted asset_mgt (the account whose clientType is '2', else the first), and the request the asset calls take.
 * @see spec 03 §2 asset section, §4 account selection
 */
export function useAssetAccount(): AssetAccount {
  const selection = useAccountSelection('asset_mgt', 'single');
  const request = selection.groupIds === null ? null : { groupIds: selection.groupIds };
  return { selection, request };
}

/** The picker of {@link useAssetAccount}'s selection (single account, 全部账户 allowed). */
export function AssetAccountPicker({ account }: { account: AssetAccount }) {
  const { selection } = account;
  return (
    <AccountPicker
      mode="single"
      allowAll
      accounts={selection.accounts}
      loading={selection.loading}
      value={selection.choice}
      onChange={selection.setChoice}
    />
  );
}

/** One card of an asset summary: a label and its figure. */
export function SummaryCard({ label, children }: { label: MessageKey; children: ReactNode }) {
  return (
    <Card className="fd-summary__card">
      <div className="fd-summary__label">{t(label)}</div>
      <div className="fd-summary__value">{children}</div>
    </Card>
  );
}
