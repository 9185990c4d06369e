import { useState, type FormEvent } from 'react';
import { Button, Callout } from '@blueprintjs/core';
import { useNavigate } from 'react-router';
import {
  checkNewPassword,
  renderMessage,
  firstLogin,
  GatewayError,
  missingFirstLoginSettings,
  t,
  type MissingSetting,
} from '@funddesk/core';
import { useGateway } from '../../api/hooks';
import { PasswordField } from '../../components/PasswordField/PasswordField';
import { landingFor, loadCorpInfo, logout } from '../../app/auth';
import { sessionStore, useSession } from '../../app/session';
import { brandIntent } from '../../app/variant';
import './orgAccount.css';

/** The settings this page sets; the others are the administrator's (spec 01 §4.2). */
const SETTABLE: readonly MissingSetting[] = ['loginPwd', 'tradePwd'];

/** The catalogue key naming a setting the page cannot set. */
const OTHER_ITEM_KEY = {
  approveSet: 'firstLogin.item.approveSet',
  operator: 'firstLogin.item.operator',
} as const;

/**
 * Checks the typed passwords of the missing items with core's `checkNewPassword`: filled in, the rule
 * (login: 8-20 with letters and digits; trade: 6 digits), and the confirmation equal.
 * @returns the first error message, or null
 * @see spec 01 §5
 */
export function checkFirstLoginInput(
  missing: readonly MissingSetting[],
  input: { loginPwd: string; loginConfirm: string; tradePwd: string; tradeConfirm: string },
): string | null {
  if (missing.includes('loginPwd')) {
    const invalid = checkNewPassword(
      'login',
      { next: input.loginPwd, confirm: input.loginConfirm },
      'firstLogin.loginPwd.label',
    );
    if (invalid) return renderMessage(invalid);
  }
  if (missing.includes('tradePwd')) {
    const invalid = checkNewPassword(
      'trade',
      { next: input.tradePwd, confirm: input.tradeConfirm },
      'firstLogin.tradePwd.label',
    );
    return invalid && renderMessage(invalid);
  }
  return null;
}

/**
 * 首次登录设置 (/orgaccount/settingLogin, spec 01 §2.2, §4.2): the page the landing and the guard force
 * while first-login settings are missing. It sets the person's own login password in place of the initial
 * one and an operator's 6-digit trade password (A/pc/person/firstLoginSet, both RSA-encrypted, spec 01
 * §7.5), then reads the corporate info again and goes where the landing decision says. A manager's approval
 * process and operator are set by the administrator elsewhere: the page names them and offers logout.
 * @see spec 01 §2.2, §4.2, §5, §7.5
 */
export function SettingLoginPage() {
  const client = useGateway();
  const navigate = useNavigate();
  const session = useSession();
  const missing = session.firstLogin ? missingFirstLoginSettings(session.firstLogin) : [];
  const settable = missing.filter((item) => SETTABLE.includes(item));
  const others = missing.filter((item): item is keyof typeof OTHER_ITEM_KEY => item in OTHER_ITEM_KEY);
  const [loginPwd, setLoginPwd] = useState('');
  const [loginConfirm, setLoginConfirm] = useState('');
  const [tradePwd, setTradePwd] = useState('');
  const [tradeConfirm, setTradeConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const invalid = checkFirstLoginInput(settable, { loginPwd, loginConfirm, tradePwd, tradeConfirm });
    setError(invalid);
    if (invalid) return;
    setBusy(true);
    try {
      const flags = await client.call(
        firstLogin.firstLoginSet,
        {
          ...(settable.includes('loginPwd') ? { loginPwd } : {}),
          ...(settable.includes('tradePwd') ? { tradePwd } : {}),
        },
        { hideResult: true },
      );
      const current = sessionStore.get().firstLogin;
      if (current) sessionStore.set({ firstLogin: { ...current, ...flags } });
      const info = await loadCorpInfo(client);
      void navigate(info ? landingFor(info, null) : '/redirect', { replace: true });
    } catch (failure) {
      setError(GatewayError.from(failure).message);
      setBusy(false);
    }
  };

  return (
    <div className="fd-page fd-page--center">
      <div className="fd-login__card fd-orgaccount__card">
        <form className="fd-first-login" onSubmit={(event) => void submit(event)} noValidate>
          <h2 className="fd-login__title">{t('firstLogin.title')}</h2>
          <p className="fd-login__welcome">{t('firstLogin.intro')}</p>
          {error && (
            <Callout intent="danger" className="fd-login__error" role="alert">
              {error}
            </Callout>
          )}
          {settable.includes('loginPwd') && (
            <section className="fd-first-login__section" aria-label={t('firstLogin.loginPwd.section')}>
              <h3 className="fd-first-login__heading">{t('firstLogin.loginPwd.section')}</h3>
              <p className="fd-first-login__hint">{t('firstLogin.loginPwd.hint')}</p>
              <PasswordField
                id="fd-first-login-pwd"
                label={t('firstLogin.loginPwd.label')}
                value={loginPwd}
                onChange={setLoginPwd}
                autoComplete="new-password"
                placeholder={t('firstLogin.loginPwd.hint')}
              />
              <PasswordField
                id="fd-first-login-confirm"
                label={t('firstLogin.loginPwd.confirm')}
                value={loginConfirm}
                onChange={setLoginConfirm}
                autoComplete="new-password"
              />
            </section>
          )}
          {settable.includes('tradePwd') && (
            <section className="fd-first-login__section" aria-label={t('firstLogin.tradePwd.section')}>
              <h3 className="fd-first-login__heading">{t('firstLogin.tradePwd.section')}</h3>
              <p className="fd-first-login__hint">{t('password.trade.hint')}</p>
              <PasswordField
                id="fd-first-trade-pwd"
                label={t('firstLogin.tradePwd.label')}
                value={tradePwd}
                onChange={setTradePwd}
                trade
                autoComplete="new-password"
                placeholder={t('password.trade.hint')}
              />
              <PasswordField
                id="fd-first-trade-confirm"
                label={t('firstLogin.tradePwd.confirm')}
                value={tradeConfirm}
                onChange={setTradeConfirm}
                trade
                autoComplete="new-password"
              />
            </section>
          )}
          {missing.length === 0 && (
            <Callout intent="success">
              {t('firstLogin.nothing')}
              <Button variant="minimal" onClick={() => void navigate('/redirect', { replace: true })}>
                {t('firstLogin.continue')}
              </Button>
            </Callout>
          )}
          {others.length > 0 && (
            <Callout intent="warning">
              {t('firstLogin.otherItems', {
                items: others.map((item) => t(OTHER_ITEM_KEY[item])).join('、'),
              })}
            </Callout>
          )}
          <div className="fd-first-login__actions">
            {settable.length > 0 && (
              <Button type="submit" intent={brandIntent} loading={busy} className="fd-login__submit">
                {t('firstLogin.submit')}
              </Button>
            )}
            <Button variant="minimal" onClick={() => void logout(client)}>
              {t('firstLogin.logout')}
            </Button>
          </div>
        </form>
      </div>
    </div>
  );
}
