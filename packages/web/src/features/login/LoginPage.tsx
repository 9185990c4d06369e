import { useState, type FormEvent } from 'react';
import { Button, Callout, FormGroup, InputGroup } from '@blueprintjs/core';
import { useNavigate } from 'react-router';
import { account, GatewayError, t } from '@funddesk/core';
import { useGateway } from '../../api/hooks';
import { logoutLocally, storeLogin, switchOrganisation, usableOrgs } from '../../app/auth';
import { REDIRECT_ROUTE } from '../../app/guard';
import { notifier } from '../../app/notifier';
import { sessionStore } from '../../app/session';
import { LoginLayout } from './LoginLayout';

/** The chooser of organisations (spec 01 §2.2: 选择企业). */
export const CHOOSE_ORG_PATH = '/login/chooseOrganization';

/** spec 01 §4.2: with every account closed, the error shows for 3 s and logout follows after 2 s. */
const ACCOUNT_GONE_TOAST_MS = 3_000;
const ACCOUNT_GONE_LOGOUT_MS = 2_000;

/**
 * Institution login (/login/organizationLogin, /login/index): login name and password; the gateway
 * client RSA-encrypts the password (the call's encryptedFields, spec 01 §5). Errors from the catalogue
 * show inline. One organisation switches at once; several go to 选择企业.
 * @see spec 01 §2.2, §4.2, §5, §7.3
 */
export function LoginPage() {
  const client = useGateway();
  const navigate = useNavigate();
  const [loginName, setLoginName] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!loginName.trim()) return setError(t('web.login.loginNameRequired'));
    if (!password) return setError(t('web.login.passwordRequired'));
    setError(null);
    setBusy(true);
    try {
      const result = await client.call(
        account.orgLogin,
        { loginName: loginName.trim(), password },
        { hideResult: true },
      );
      storeLogin(result);
      const orgs = usableOrgs(result.corpList);
      if (orgs.length === 0) {
        if (result.corpList.length > 0) {
          // spec 01 §4.2: every account has synthesizeState 99.
          notifier.error(t('error.accountNotExist'), ACCOUNT_GONE_TOAST_MS);
          setTimeout(() => logoutLocally(), ACCOUNT_GONE_LOGOUT_MS);
        } else {
          setError(t('web.login.noOrg'));
          sessionStore.clear();
        }
        return;
      }
      const [only] = orgs;
      if (orgs.length === 1 && only) {
        await switchOrganisation(client, only.groupId);
        void navigate(REDIRECT_ROUTE, { replace: true });
      } else {
        void navigate(CHOOSE_ORG_PATH);
      }
    } catch (failure) {
      setError(GatewayError.from(failure).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <LoginLayout>
      <h2 className="fd-login__title">{t('web.login.title')}</h2>
      <p className="fd-login__welcome">{t('web.login.welcome')}</p>
      <form onSubmit={(e) => void submit(e)} noValidate aria-label={t('web.login.title')}>
        <FormGroup label={t('web.login.loginName')} labelFor="fd-login-name">
          <InputGroup
            id="fd-login-name"
            size="large"
            leftIcon="user"
            autoComplete="username"
            autoFocus
            maxLength={64}
            placeholder={t('web.login.loginNamePlaceholder')}
            value={loginName}
            onValueChange={(value) => setLoginName(value)}
          />
        </FormGroup>
        <FormGroup label={t('web.login.password')} labelFor="fd-login-password">
          <InputGroup
            id="fd-login-password"
            size="large"
            leftIcon="lock"
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            maxLength={64}
            placeholder={t('web.login.passwordPlaceholder')}
            value={password}
            onValueChange={(value) => setPassword(value)}
            rightElement={
              <Button
                variant="minimal"
                icon={showPassword ? 'eye-off' : 'eye-open'}
                aria-label={showPassword ? t('web.login.hidePassword') : t('web.login.showPassword')}
                onClick={() => setShowPassword((v) => !v)}
              />
            }
          />
        </FormGroup>
        {error ? (
          <Callout intent="danger" compact className="fd-login__error" role="alert">
            {error}
          </Callout>
        ) : null}
        <Button type="submit" intent="danger" size="large" fill loading={busy} className="fd-login__submit">
          {t('web.login.submit')}
        </Button>
      </form>
    </LoginLayout>
  );
}
