import { useState, type FormEvent } from 'react';
import { Button, Callout, Card, Tab, Tabs } from '@blueprintjs/core';
import { Link, useNavigate } from 'react-router';
import {
  isAcceptableLoginPassword,
  isAcceptableTradePassword,
  password,
  t,
  type MessageKey,
} from '@funddesk/core';
import { useGateway } from '../../api/hooks';
import { logoutLocally } from '../../app/auth';
import { notifier } from '../../app/notifier';
import { useMenu } from '../../app/useMenu';
import { brandIntent } from '../../app/variant';
import { PasswordField } from './PasswordField';
import '../trade/screens.css';
import './user.css';

/** Which password the page changes: /user/password/login or /user/password/trade (spec 01 §2.2). */
export type PasswordKind = 'login' | 'trade';

/** The typed fields of a password change. */
export interface PasswordChangeInput {
  old: string;
  next: string;
  confirm: string;
}

const LABELS = {
  login: { old: 'password.login.old', next: 'password.login.new', confirm: 'password.login.confirm' },
  trade: { old: 'password.trade.old', next: 'password.trade.new', confirm: 'password.trade.confirm' },
} as const satisfies Record<PasswordKind, Record<keyof PasswordChangeInput, MessageKey>>;

/**
 * Checks a password change before it is sent: every field filled in, the new one by its rule (login: core
 * `isAcceptableLoginPassword`, 8-20 with letters and digits; trade: 6 digits), different from the current
 * one, and typed twice the same. The gateway checks all of it again.
 * @returns the first message to show, or null
 * @see spec 01 §5, §7.5
 */
export function checkPasswordChange(kind: PasswordKind, input: PasswordChangeInput): string | null {
  for (const field of ['old', 'next', 'confirm'] as const) {
    if (!input[field]) return t('password.required', { field: t(LABELS[kind][field]) });
  }
  if (kind === 'login' && !isAcceptableLoginPassword(input.next)) return t('error.passwordWeak');
  if (kind === 'trade' && !isAcceptableTradePassword(input.next)) return t('error.tradePasswordFormat');
  if (input.next === input.old) {
    return t(kind === 'login' ? 'error.passwordUnchanged' : 'error.tradePasswordUnchanged');
  }
  if (input.next !== input.confirm) return t('password.mismatch');
  return null;
}

const EMPTY: PasswordChangeInput = { old: '', next: '', confirm: '' };

/**
 * 密码管理 (/user/password/login and /user/password/trade, spec 01 §2.2; the menu's pwd_mgt): one tab per
 * password the person's privileges allow (login_pwd, trans_pwd). The login password changes with
 * A/pc/person/pwd/modify; every session then ends and the person logs in again with the new one. The
 * trade password changes with A/pc/org/modifyTradePassword; a wrong current one gets the order path's
 * answers from the global notifier (原密码不正确 with the attempts left, A00070 with 找回密码), and
 * 忘记交易密码？ opens /user/forgetTradePassword.
 * @see spec 01 §2.2, §4.6 (立即修改 lands here), §5, §7.5, §8
 */
export function PasswordPage({ kind }: { kind: PasswordKind }) {
  const client = useGateway();
  const navigate = useNavigate();
  const { can } = useMenu();
  const [input, setInput] = useState<PasswordChangeInput>(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const trade = kind === 'trade';
  const labels = LABELS[kind];

  const set = (field: keyof PasswordChangeInput) => (value: string) =>
    setInput((current) => ({ ...current, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const invalid = checkPasswordChange(kind, input);
    setError(invalid);
    if (invalid) return;
    setBusy(true);
    try {
      if (trade) {
        await client.call(password.modifyTradePassword, {
          oldTradePassword: input.old,
          newTradePassword: input.next,
        });
        notifier.success(t('password.trade.done'));
        setInput(EMPTY);
      } else {
        await client.call(password.modifyLoginPassword, { oldPassword: input.old, newPassword: input.next });
        notifier.success(t('password.login.done'));
        // The gateway has ended every session of the person: only this browser's state is left to clear.
        logoutLocally();
      }
    } catch {
      // The global notifier has shown the gateway's answer (spec 01 §8); the typed values stay.
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="fd-user fd-screens">
      <Card className="fd-user__card">
        <h2 className="fd-page-title">{t('password.page.title')}</h2>
        <Tabs
          id="fd-password-tabs"
          selectedTabId={kind}
          onChange={(next) => {
            setInput(EMPTY);
            setError(null);
            // spec 01 §2.1 tagsType=replace: the other password replaces this one in the same tab.
            void navigate(`/user/password/${String(next)}?tagsType=replace`, { replace: true });
          }}
        >
          {can('login_pwd') ? <Tab id="login" title={t('password.tab.login')} /> : null}
          {can('trans_pwd') ? <Tab id="trade" title={t('password.tab.trade')} /> : null}
        </Tabs>
        <form
          className="fd-user__form"
          aria-label={t(trade ? 'password.tab.trade' : 'password.tab.login')}
          onSubmit={(event) => void submit(event)}
          noValidate
        >
          <p className="fd-user__hint">{t(trade ? 'password.trade.hint' : 'password.login.hint')}</p>
          {error ? (
            <Callout intent="danger" role="alert" compact>
              {error}
            </Callout>
          ) : null}
          <PasswordField
            id={`fd-pwd-${kind}-old`}
            label={t(labels.old)}
            value={input.old}
            onChange={set('old')}
            trade={trade}
            autoComplete="current-password"
          />
          <PasswordField
            id={`fd-pwd-${kind}-new`}
            label={t(labels.next)}
            value={input.next}
            onChange={set('next')}
            trade={trade}
            autoComplete="new-password"
          />
          <PasswordField
            id={`fd-pwd-${kind}-confirm`}
            label={t(labels.confirm)}
            value={input.confirm}
            onChange={set('confirm')}
            trade={trade}
            autoComplete="new-password"
          />
          <div className="fd-user__actions">
            <Button type="submit" intent={brandIntent} loading={busy}>
              {t('password.submit')}
            </Button>
            {trade && can('trans_pwd_forget_password') ? (
              <Link to="/user/forgetTradePassword">{t('password.trade.forgot')}</Link>
            ) : null}
          </div>
        </form>
      </Card>
    </div>
  );
}
