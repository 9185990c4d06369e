import { useState, type FormEvent } from 'react';
import { Button, Callout, FormGroup, InputGroup } from '@blueprintjs/core';
import { Link, useNavigate } from 'react-router';
import { account, forgotPasswordPath, GatewayError, t } from '@funddesk/core';
import { useGateway } from '../../api/hooks';
import { brandIntent, variant } from '../../app/variant';
import { afterLogin } from './afterLogin';
import { LoginLayout } from './LoginLayout';

/** Props of {@link LoginPage}. */
export interface LoginPageProps {
  /**
   * `org`: organisation login (A/pc/org/login) — /login/organizationLogin, /login/sikuOrganizationLogin;
   * `person`: person login (A/pc/person/login) — /login/index.
   */
  kind: 'org' | 'person';
}

/**
 * The login pages of both variants (spec 01 §2.2): login name and password; the gateway client
 * RSA-encrypts the password (spec 01 §5). Errors from the catalogue show inline. Then core's organisation
 * list and landing decisions (spec 01 §4.2) say where to go. The institution variant links its
 * organisation and person logins; both link the variant's forgot-password page.
 * @see spec 01 §1 (variant login pages), §2.2, §4.2, §5, §7.3
 */
export function LoginPage({ kind }: LoginPageProps) {
  const client = useGateway();
  const navigate = useNavigate();
  const [loginName, setLoginName] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const title = kind === 'person' ? t('web.login.personTitle') : t(variant.loginTitleKey);
  const otherLogin =
    variant.loginPages.personLogin === null
      ? null
      : kind === 'org'
        ? { to: variant.loginPages.personLogin, label: t('web.login.toPerson') }
        : { to: variant.loginPages.login, label: t('web.login.toOrg') };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!loginName.trim()) return setError(t('web.login.loginNameRequired'));
    if (!password) return setError(t('web.login.passwordRequired'));
    setError(null);
    setBusy(true);
    try {
      const call = kind === 'person' ? account.personLogin : account.orgLogin;
      const result = await client.call(call, { loginName: loginName.trim(), password }, { hideResult: true });
      const next = await afterLogin(client, result);
      if (next.kind === 'navigate') void navigate(next.to, { replace: true });
      else if (next.kind === 'error') setError(next.message);
    } catch (failure) {
      setError(GatewayError.from(failure).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <LoginLayout>
      <h2 className="fd-login__title">{title}</h2>
      <p className="fd-login__welcome">{t('web.login.welcome')}</p>
      <form onSubmit={(e) => void submit(e)} noValidate aria-label={title}>
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
        <Button
          type="submit"
          intent={brandIntent}
          size="large"
          fill
          loading={busy}
          className="fd-login__submit"
        >
          {t('web.login.submit')}
        </Button>
      </form>
      <div className="fd-login__links">
        <Link to={forgotPasswordPath(variant.id, kind)}>{t('web.login.forgotPassword')}</Link>
        {otherLogin ? <Link to={otherLogin.to}>{otherLogin.label}</Link> : null}
      </div>
    </LoginLayout>
  );
}
