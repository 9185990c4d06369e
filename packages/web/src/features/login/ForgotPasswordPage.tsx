import { useEffect, useState, type FormEvent } from 'react';
import { Button, Callout, FormGroup, InputGroup, NonIdealState } from '@blueprintjs/core';
import { useNavigate, useParams } from 'react-router';
import {
  account,
  ErrorCode,
  GatewayError,
  isAcceptableLoginPassword,
  isForgotPasswordType,
  t,
  type ForgotPasswordType,
} from '@funddesk/core';
import { useGateway } from '../../api/hooks';
import { brandIntent, variant } from '../../app/variant';
import { CaptchaField, useLoginCaptcha } from '../session/loginGuards';
import { LoginLayout } from './LoginLayout';
import { useCodeSender, VerifyCodeField } from './VerifyCodeField';

/**
 * The contract's call that sets the new login password with a verify ticket, by kind (spec 01 §7.5:
 * A/pc/org/resetLoginPassword for organisation logins, A/pc/person/pwd/retrieve/loginPwd/set for person
 * logins). Both take `{ loginName, verifyTicket, newPassword }` (newPassword RSA-encrypted by the client).
 */
export const RESET_LOGIN_PASSWORD_CALLS = {
  org: account.resetLoginPassword,
  person: account.retrieveLoginPwdSet,
} as const satisfies Record<ForgotPasswordType, typeof account.resetLoginPassword>;

type Step = 'verify' | 'reset' | 'done';

/**
 * 忘记密码 (/login/fundBackPassword/:type, /login/sikuFundBackPassword/:type; `org` or `person`): verify
 * the person with the image captcha and a 6-digit code sent to their contact (getIdentifyCode with purpose
 * resetLoginPassword, checkVerifyCode for a single-use ticket), then set the new password (RSA-encrypted)
 * and go back to the variant's login page.
 * @see spec 01 §2.2, §7.4, §7.5
 */
export function ForgotPasswordPage() {
  const { type } = useParams();
  const navigate = useNavigate();
  const client = useGateway();
  const captcha = useLoginCaptcha(client);
  const kind: ForgotPasswordType = isForgotPasswordType(type) ? type : 'org';
  const [step, setStep] = useState<Step>('verify');
  const [loginName, setLoginName] = useState('');
  const [code, setCode] = useState('');
  const sender = useCodeSender();
  const [ticket, setTicket] = useState<string | null>(null);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { onLoginFailure } = captcha;

  // The code is sent only against a solved captcha (spec 01 §7.4): the captcha shows from the start.
  useEffect(() => {
    onLoginFailure(new GatewayError(ErrorCode.CaptchaRequired));
  }, [onLoginFailure]);

  const run = async (action: () => Promise<void>) => {
    if (busy) return;
    setError(null);
    setBusy(true);
    try {
      await action();
    } catch (failure) {
      setError(GatewayError.from(failure).message);
    } finally {
      setBusy(false);
    }
  };

  const sendCode = () =>
    run(async () => {
      if (!loginName.trim()) throw new GatewayError(ErrorCode.BadRequest, t('web.login.loginNameRequired'));
      await sender.send(async () => {
        const captchaTicket = (await captcha.ticket()) ?? '';
        return client.call(
          account.getIdentifyCode,
          { loginName: loginName.trim(), purpose: 'resetLoginPassword', captchaTicket },
          { hideResult: true },
        );
      });
    });

  const verify = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      if (!/^\d{6}$/.test(code)) throw new GatewayError(ErrorCode.BadRequest, t('prompt.login.codeRequired'));
      const checked = await client.call(
        account.checkVerifyCode,
        { loginName: loginName.trim(), purpose: 'resetLoginPassword', code },
        { hideResult: true },
      );
      setTicket(checked.verifyTicket);
      setStep('reset');
    });
  };

  const reset = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      if (!isAcceptableLoginPassword(password)) throw new GatewayError(ErrorCode.PasswordWeak);
      if (password !== confirm)
        throw new GatewayError(ErrorCode.BadRequest, t('web.forgot.passwordMismatch'));
      if (!ticket) throw new GatewayError(ErrorCode.VerifyTicketInvalid);
      try {
        await client.call(
          RESET_LOGIN_PASSWORD_CALLS[kind],
          { loginName: loginName.trim(), verifyTicket: ticket, newPassword: password },
          { hideResult: true },
        );
      } catch (failure) {
        // A used or expired ticket cannot be retried: verify again with a new code.
        if (GatewayError.is(failure, ErrorCode.VerifyTicketInvalid)) {
          setTicket(null);
          setCode('');
          setStep('verify');
        }
        throw failure;
      }
      setPassword('');
      setConfirm('');
      setStep('done');
    });
  };

  const back = () =>
    void navigate(
      kind === 'person' && variant.loginPages.personLogin
        ? variant.loginPages.personLogin
        : variant.loginPages.login,
    );

  return (
    <LoginLayout>
      <h2 className="fd-login__title">
        {t(kind === 'org' ? 'web.forgot.title.org' : 'web.forgot.title.person')}
      </h2>
      <ol className="fd-forgot__steps" aria-label={t('web.forgot.title')}>
        {(['verify', 'reset', 'done'] as const).map((name, index) => (
          <li
            key={name}
            className={name === step ? 'is-current' : ''}
            aria-current={name === step ? 'step' : undefined}
          >
            <span className="fd-forgot__num">{index + 1}</span>
            {t(`web.forgot.step.${name}`)}
          </li>
        ))}
      </ol>
      {step === 'verify' ? (
        <form onSubmit={verify} noValidate aria-label={t('web.forgot.step.verify')}>
          <FormGroup label={t('web.login.loginName')} labelFor="fd-forgot-name">
            <InputGroup
              id="fd-forgot-name"
              leftIcon="user"
              autoFocus
              maxLength={64}
              placeholder={t('web.login.loginNamePlaceholder')}
              value={loginName}
              onValueChange={(value) => setLoginName(value)}
            />
          </FormGroup>
          <CaptchaField captcha={captcha} />
          <VerifyCodeField
            id="fd-forgot-code"
            value={code}
            onChange={setCode}
            sender={sender}
            onSend={() => void sendCode()}
          />
          {error ? (
            <Callout intent="danger" compact className="fd-login__error" role="alert">
              {error}
            </Callout>
          ) : null}
          <Button type="submit" intent={brandIntent} fill loading={busy}>
            {t('web.forgot.next')}
          </Button>
        </form>
      ) : null}
      {step === 'reset' ? (
        <form onSubmit={reset} noValidate aria-label={t('web.forgot.step.reset')}>
          <FormGroup
            label={t('web.forgot.newPassword')}
            labelFor="fd-forgot-password"
            helperText={t('web.forgot.passwordRule')}
          >
            <InputGroup
              id="fd-forgot-password"
              type="password"
              leftIcon="lock"
              autoComplete="new-password"
              maxLength={20}
              placeholder={t('web.forgot.newPasswordPlaceholder')}
              value={password}
              onValueChange={(value) => setPassword(value)}
            />
          </FormGroup>
          <FormGroup label={t('web.forgot.confirmPassword')} labelFor="fd-forgot-confirm">
            <InputGroup
              id="fd-forgot-confirm"
              type="password"
              leftIcon="lock"
              autoComplete="new-password"
              maxLength={20}
              placeholder={t('web.forgot.confirmPasswordPlaceholder')}
              value={confirm}
              onValueChange={(value) => setConfirm(value)}
            />
          </FormGroup>
          {error ? (
            <Callout intent="danger" compact className="fd-login__error" role="alert">
              {error}
            </Callout>
          ) : null}
          <Button type="submit" intent={brandIntent} fill loading={busy}>
            {t('web.forgot.submit')}
          </Button>
        </form>
      ) : null}
      {step === 'done' ? <NonIdealState icon="tick-circle" description={t('web.forgot.done')} /> : null}
      <Button variant="minimal" icon="arrow-left" onClick={back}>
        {t('web.forgot.backToLogin')}
      </Button>
    </LoginLayout>
  );
}
