import { useState, type FormEvent } from 'react';
import { Button, Callout, FormGroup, InputGroup, Tab, Tabs } from '@blueprintjs/core';
import { Link, useNavigate } from 'react-router';
import { account, ErrorCode, forgotPasswordPath, GatewayError, t, type LoginResult } from '@funddesk/core';
import { useGateway } from '../../api/hooks';
import { brandIntent, variant } from '../../app/variant';
import {
  CaptchaField,
  PrivacyConsentField,
  useLoginCaptcha,
  usePrivacyConsent,
} from '../session/loginGuards';
import { afterLogin } from './afterLogin';
import { LoginLayout } from './LoginLayout';
import { useCodeSender, VerifyCodeField } from './VerifyCodeField';

/** Props of {@link LoginPage}. */
export interface LoginPageProps {
  /**
   * `org`: organisation login (A/pc/org/login) — /login/organizationLogin, /login/sikuOrganizationLogin;
   * `person`: person login (A/pc/person/login, or loginOne with a verification code) — /login/index.
   */
  kind: 'org' | 'person';
}

/** How the person proves who they are. */
type Method = 'password' | 'code';

/**
 * The login pages of both variants (spec 01 §2.2): login name and password (the gateway client
 * RSA-encrypts it, spec 01 §5); the person login of the institution variant also logs in with a 6-digit
 * verification code. Before the call the privacy agreement is signed by version (spec 01 §4.5), and after
 * 3 failures the gateway asks for the image captcha (spec 01 §7.3, §7.4; features/session/loginGuards).
 * Errors from the catalogue show inline. Then core's organisation list and landing decisions (spec 01
 * §4.2) say where to go. The institution variant links its organisation and person logins; both link the
 * variant's forgot-password page.
 * @see spec 01 §1 (variant login pages), §2.2, §4.2, §4.5, §5, §7.3, §7.4
 */
export function LoginPage({ kind }: LoginPageProps) {
  const client = useGateway();
  const navigate = useNavigate();
  const privacy = usePrivacyConsent(client);
  const captcha = useLoginCaptcha(client);
  const [method, setMethod] = useState<Method>('password');
  const [loginName, setLoginName] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [busy, setBusy] = useState(false);
  const sender = useCodeSender();
  const [error, setError] = useState<string | null>(null);
  const title = kind === 'person' ? t('web.login.personTitle') : t(variant.loginTitleKey);
  const byCode = kind === 'person' && method === 'code';
  const otherLogin =
    variant.loginPages.personLogin === null
      ? null
      : kind === 'org'
        ? { to: variant.loginPages.personLogin, label: t('web.login.toPerson') }
        : { to: variant.loginPages.login, label: t('web.login.toOrg') };

  const chooseMethod = (next: Method) => {
    setMethod(next);
    setError(null);
    // A verification code is only sent against a solved captcha (spec 01 §7.4 getIdentifyCode).
    if (next === 'code') captcha.onLoginFailure(new GatewayError(ErrorCode.CaptchaRequired));
  };

  const sendCode = async () => {
    if (sender.sending || sender.resendIn > 0) return;
    if (!loginName.trim()) return setError(t('web.login.loginNameRequired'));
    setError(null);
    try {
      await sender.send(async () => {
        const captchaTicket = await captcha.ticket();
        return client.call(
          account.getIdentifyCode,
          { loginName: loginName.trim(), purpose: 'login', captchaTicket: captchaTicket ?? '' },
          { hideResult: true },
        );
      });
    } catch (failure) {
      setError(GatewayError.from(failure).message);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const name = loginName.trim();
    if (!name) return setError(t('web.login.loginNameRequired'));
    if (byCode && !/^\d{6}$/.test(code)) return setError(t('prompt.login.codeRequired'));
    if (!byCode && !password) return setError(t('web.login.passwordRequired'));
    setError(null);
    setBusy(true);
    try {
      if (!(await privacy.ensureSigned(name))) {
        setError(t('prompt.privacy.required'));
        return;
      }
      let result: LoginResult;
      if (byCode) {
        result = await client.call(
          account.personLoginOne,
          { loginName: name, verifyCode: code },
          { hideResult: true },
        );
      } else {
        const captchaTicket = await captcha.ticket();
        const call = kind === 'person' ? account.personLogin : account.orgLogin;
        result = await client.call(
          call,
          { loginName: name, password, ...(captchaTicket ? { captchaTicket } : {}) },
          { hideResult: true },
        );
      }
      const next = await afterLogin(client, result);
      if (next.kind === 'navigate') void navigate(next.to, { replace: true });
      else if (next.kind === 'error') setError(next.message);
    } catch (failure) {
      const gatewayError = GatewayError.from(failure);
      captcha.onLoginFailure(gatewayError);
      setError(gatewayError.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <LoginLayout>
      <h2 className="fd-login__title">{title}</h2>
      <p className="fd-login__welcome">
        {kind === 'person'
          ? t('prompt.login.personHint')
          : t('honest.login.welcome', { platform: t(variant.subtitleKey) })}
      </p>
      {kind === 'person' ? (
        <Tabs
          id="fd-login-method"
          selectedTabId={method}
          onChange={(id) => chooseMethod(id === 'code' ? 'code' : 'password')}
          className="fd-org-tabs"
        >
          <Tab id="password" title={t('prompt.login.byPassword')} />
          <Tab id="code" title={t('prompt.login.byCode')} />
        </Tabs>
      ) : null}
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
        {byCode ? null : (
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
        )}
        <CaptchaField captcha={captcha} />
        {byCode ? (
          <VerifyCodeField
            id="fd-login-code"
            large
            value={code}
            onChange={setCode}
            sender={sender}
            onSend={() => void sendCode()}
          />
        ) : null}
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
        <PrivacyConsentField privacy={privacy} />
      </form>
      <div className="fd-login__links">
        <Link to={forgotPasswordPath(variant.id, kind)}>{t('web.login.forgotPassword')}</Link>
        {otherLogin ? <Link to={otherLogin.to}>{otherLogin.label}</Link> : null}
      </div>
    </LoginLayout>
  );
}
