import { useEffect, useMemo, useState } from 'react';
import { Button, Card, HTMLSelect } from '@blueprintjs/core';
import {
  account,
  BATCH_ACCOUNT_PRIVILEGE,
  defaultBatchAccountId,
  t,
  type BatchTradeType,
} from '@funddesk/core';
import { useCall } from '../../api/hooks';
import { useSession } from '../../app/session';
import { batchTexts } from './batchText';

/**
 * The default account for rows whose 账户 is empty: the accounts with the trade type's privilege, first
 * chosen by core's defaultBatchAccountId (the header's account when it is one of them, else the only one,
 * else none: '').
 * @returns the accounts, whether they load, and the chosen group id (`null` until they answered)
 * @see spec 02 §2 (multiBuy, multiSell default account), §6 (privileges subs, redemption)
 */
export function useDefaultAccount(tradeType: BatchTradeType) {
  const session = useSession();
  const accounts = useCall(account.queryAccountList, { privilegeCode: BATCH_ACCOUNT_PRIVILEGE[tradeType] });
  const accountList = useMemo(() => accounts.data?.orgList ?? [], [accounts.data]);
  const [defaultGid, setDefaultGid] = useState<string | null>(null);
  useEffect(() => {
    if (defaultGid !== null || !accounts.data) return;
    setDefaultGid(defaultBatchAccountId(accountList, session.groupId) ?? '');
  }, [accounts.data, accountList, defaultGid, session.groupId]);
  return { accountList, loading: accounts.isLoading, defaultGid, setDefaultGid };
}

/** Props of {@link BatchPageHead}. */
export interface BatchPageHeadProps {
  tradeType: BatchTradeType;
  accounts: ReturnType<typeof useDefaultAccount>;
  /** The picker is locked while a file uploads or a batch is placed. */
  locked: boolean;
  /** The default account changed (the page checks the same file again). */
  onDefaultChange: (groupId: string) => void;
  templateBusy: boolean;
  onTemplate: () => void;
}

/**
 * The head card of 批量申购 / 批量赎回: the title, the default-account picker with its hint, and the
 * template download.
 * @see spec 02 §2 (multiBuy, multiSell), §7 (batch template)
 */
export function BatchPageHead({
  tradeType,
  accounts,
  locked,
  onDefaultChange,
  templateBusy,
  onTemplate,
}: BatchPageHeadProps) {
  return (
    <Card className="fd-page-head">
      <h2 className="fd-page-title">{t(batchTexts[tradeType].title)}</h2>
      <label className="fd-filter fd-batch-account">
        <span>{t('webBatch.defaultAccount')}</span>
        <HTMLSelect
          value={accounts.defaultGid ?? ''}
          aria-label={t('webBatch.defaultAccount')}
          disabled={accounts.loading || locked}
          onChange={(event) => {
            const next = event.currentTarget.value;
            accounts.setDefaultGid(next);
            onDefaultChange(next);
          }}
        >
          <option value="">{t('webBatch.defaultAccount.none')}</option>
          {accounts.accountList.map((entry) => (
            <option key={entry.groupId} value={entry.groupId}>
              {entry.corpName} · {entry.groupId}
            </option>
          ))}
        </HTMLSelect>
      </label>
      <span className="fd-note">{t('webBatch.defaultAccount.hint')}</span>
      <Button
        className="fd-batch-template"
        size="small"
        icon="download"
        text={t('webBatch.template')}
        loading={templateBusy}
        onClick={onTemplate}
      />
    </Card>
  );
}
