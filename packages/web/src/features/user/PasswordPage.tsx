import { useState } from 'react';
import { Card, Tab, Tabs } from '@blueprintjs/core';
import { tabPanelProps } from '../../components/TabPanel/tabPanel';
import { Link, useNavigate } from 'react-router';
import {
  checkPasswordChange,
  renderMessage,
  password,
  passwordChangeLabels,
  t,
  type PasswordChangeInput,
  type PasswordKind,
} from '@funddesk/core';
import { useGateway } from '../../api/hooks';
import { logoutLocally } from '../../app/auth';
import { notifier } from '../../app/notifier';
import { useMenu } from '../../app/useMenu';
import { PasswordField } from '../../components/PasswordField/PasswordField';
import { PasswordForm } from './PasswordForm';
import '../trade/screens.css';
import './user.css';

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
  const labels = passwordChangeLabels[kind];

  const set = (field: keyof PasswordChangeInput) => (value: string) =>
    setInput((current) => ({ ...current, [field]: value }));

  const submit = async () => {
    if (busy) return;
    const invalid = checkPasswordChange(kind, input);
    setError(invalid && renderMessage(invalid));
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
        <div {...tabPanelProps('fd-password-tabs', kind)}>
          <PasswordForm
            label={t(trade ? 'password.tab.trade' : 'password.tab.login')}
            onSubmit={() => void submit()}
            error={error}
            submitText={t('password.submit')}
            busy={busy}
            actions={
              trade && can('trans_pwd_forget_password') ? (
                <Link to="/user/forgetTradePassword">{t('password.trade.forgot')}</Link>
              ) : null
            }
          >
            <p className="fd-user__hint">{t(trade ? 'password.trade.hint' : 'password.login.hint')}</p>
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
          </PasswordForm>
        </div>
      </Card>
    </div>
  );
}
