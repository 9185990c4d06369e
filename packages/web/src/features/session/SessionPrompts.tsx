import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  CHANGE_MANAGER_RESULT_PATH,
  SETTING_LOGIN_PATH,
  account,
  AGREEMENT_QUERY_SIGN_TYPES,
  AGREEMENT_SCENE,
  chinaDayOf,
  jgtOrgProdFlagOf,
  nextSessionPrompt,
  passwordReminderDialog,
  planAgreementDialogs,
  shouldPromptTradePassword,
  t,
  tradePasswordPromptDialog,
  type PromptState,
  type SessionPrompt,
} from '@funddesk/core';
import { useCall, useGateway } from '../../api/hooks';
import { logout } from '../../app/auth';
import { notifier } from '../../app/notifier';
import { sessionStore, useSession } from '../../app/session';
import { useMenu } from '../../app/useMenu';
import { AgreementDialogs } from './AgreementDialogs';
import { PasswordReminder } from './PasswordReminder';
import { TradePasswordPrompt } from './TradePasswordPrompt';
import { UpgradeAgreementDialog } from './UpgradeAgreementDialog';

/** Props of {@link SessionPrompts}. */
export interface SessionPromptsProps {
  /** Clock (ms); Date.now by default. */
  now?: () => number;
}

/**
 * The prompts on entering the layout (spec 01 §2.1, §4.5-§4.7), one at a time in core's order
 * (`nextSessionPrompt`): the agreement dialogs after the batch query (the three-dialog sequence, or the
 * three-step upgrade dialog), the password-age reminder, and the once-a-day trade-password prompt.
 * Mounted once in the layout; starts over for each organisation.
 * @see spec 01 §2.1, §4.5-§4.7, §8
 */
export function SessionPrompts({ now = Date.now }: SessionPromptsProps) {
  const { token, groupId } = useSession();
  const { pathname } = useLocation();
  if (!token || !groupId) return null;
  // spec 01 §2.3, §4.2: the first-login settings and a transactor change in progress come first; the
  // prompts (one of which asks for the trade password the settings page sets) wait until the person leaves.
  if (pathname === SETTING_LOGIN_PATH || pathname === CHANGE_MANAGER_RESULT_PATH) return null;
  return <GroupPrompts key={groupId} groupId={groupId} now={now} />;
}

/** Trade-password prompt progress: the gateway asked or not, and its answer. */
type TradeAsk = 'idle' | 'asking' | 'due' | 'clear';

/** A leave-mark business type (spec 01 §7.6b). */
type LeaveMark = (typeof account.leaveMarkBusinessTypes)[number];
/** A signType of the agreement calls (1-4, 25). */
type SignType = (typeof AGREEMENT_QUERY_SIGN_TYPES)[number];
const isSignType = (n: number): n is SignType =>
  (AGREEMENT_QUERY_SIGN_TYPES as readonly number[]).includes(n);

function GroupPrompts({ groupId, now }: { groupId: string; now: () => number }) {
  const client = useGateway();
  const session = useSession();
  const { codes, isLoading: menuLoading } = useMenu();
  const navigate = useNavigate();
  const location = useLocation();
  const [done, setDone] = useState<ReadonlySet<SessionPrompt>>(new Set());
  const [tradeAsk, setTradeAsk] = useState<TradeAsk>('idle');
  const finish = useCallback((prompt: SessionPrompt) => setDone((set) => new Set([...set, prompt])), []);
  const flag = jgtOrgProdFlagOf(session.clienttype);

  // spec 01 §4.5, §7.10: the agreement batch query on entering the layout.
  const agreements = useCall(
    account.custAgreementBatchQuery,
    { signTypeList: [...AGREEMENT_QUERY_SIGN_TYPES], scene: AGREEMENT_SCENE.layout, jgtOrgProdFlag: flag },
    { revalidateIfStale: false },
  );
  // spec 01 §4.6: the password-modify-tip query.
  const tip = useCall(account.pwdModifyTip, {}, { revalidateIfStale: false });

  // spec 01 §4.7: once a day per group, for a non-admin with trans_pwd.
  const lastAskedAt = session.isSetTradePwd?.[groupId];
  const askTrade =
    !menuLoading &&
    shouldPromptTradePassword({
      adminType: session.adminType,
      routeCodes: [...codes],
      groupId,
      lastPromptDay: lastAskedAt === undefined ? null : chinaDayOf(lastAskedAt),
      today: chinaDayOf(now()),
    });
  useEffect(() => {
    if (!askTrade || tradeAsk !== 'idle') return;
    setTradeAsk('asking');
    client.call(account.isSetTradePassword, {}, { hideResult: true }).then(
      (answer) => {
        const asked = sessionStore.get().isSetTradePwd ?? {};
        sessionStore.set({ isSetTradePwd: { ...asked, [groupId]: now() } });
        setTradeAsk(tradePasswordPromptDialog(answer.isSetTradePwd) ? 'due' : 'clear');
      },
      () => setTradeAsk('clear'),
    );
  }, [askTrade, tradeAsk, client, groupId, now]);

  const plan = useMemo(
    () => (agreements.data ? planAgreementDialogs(agreements.data) : null),
    [agreements.data],
  );
  const reminder = tip.data ? passwordReminderDialog(tip.data) : null;

  const stateOf = (prompt: SessionPrompt): PromptState => {
    if (done.has(prompt)) return 'clear';
    switch (prompt) {
      case 'agreements':
        if (agreements.error) return 'clear';
        if (!plan) return 'loading';
        return plan.kind === 'none' ? 'clear' : 'due';
      case 'passwordReminder':
        if (tip.error) return 'clear';
        if (!tip.data) return 'loading';
        return reminder ? 'due' : 'clear';
      case 'tradePassword':
        if (menuLoading || tradeAsk === 'asking' || (askTrade && tradeAsk === 'idle')) return 'loading';
        return tradeAsk === 'due' ? 'due' : 'clear';
    }
  };
  const current = nextSessionPrompt({
    agreements: stateOf('agreements'),
    passwordReminder: stateOf('passwordReminder'),
    tradePassword: stateOf('tradePassword'),
  });

  const recordMark = useCallback(
    (businessType: LeaveMark) => {
      client
        .call(account.setLeaveMarks, { path: location.pathname, businessType }, { hideResult: true })
        .catch(() => undefined);
    },
    [client, location.pathname],
  );
  const onLogout = useCallback(() => void logout(client), [client]);

  const sign = async (): Promise<void> => {
    const items = agreements.data?.agreementList ?? [];
    await client.call(account.custAgreementSign, {
      scene: AGREEMENT_SCENE.layout,
      signTypeList: [...new Set(items.map((item) => item.signType).filter(isSignType))],
      jgtOrgProdFlag: flag,
      ids: items.map((item) => item.id),
    });
    notifier.success(t('prompt.agreement.signed'));
    finish('agreements');
    await agreements.mutate();
  };

  if (current === 'agreements' && agreements.data && plan) {
    const { agreementList, alterMsgDto, alterMsgDtoTwo } = agreements.data;
    return plan.kind === 'upgrade' && alterMsgDto ? (
      <UpgradeAgreementDialog
        first={alterMsgDto}
        second={alterMsgDtoTwo}
        items={agreementList}
        sign={sign}
        recordMark={recordMark}
        onLogout={onLogout}
        now={now}
      />
    ) : (
      <AgreementDialogs items={agreementList} sign={sign} onLogout={onLogout} />
    );
  }
  if (current === 'passwordReminder' && reminder) {
    return (
      <PasswordReminder
        dialog={reminder}
        recordMark={recordMark}
        onChange={(to) => void navigate(to)}
        onClose={() => finish('passwordReminder')}
      />
    );
  }
  const tradeDialog = tradePasswordPromptDialog(false);
  if (current === 'tradePassword' && tradeDialog) {
    return (
      <TradePasswordPrompt
        dialog={tradeDialog}
        onGo={(to) => void navigate(to)}
        onClose={() => finish('tradePassword')}
      />
    );
  }
  return null;
}
