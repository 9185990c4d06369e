import { useState } from 'react';
import { Card } from '@blueprintjs/core';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { checkNewPassword, ErrorCode, GatewayError, password, renderMessage, t } from '@funddesk/core';
import { useGateway } from '../../api/hooks';
import { notifier } from '../../app/notifier';
import { sessionStore } from '../../app/session';
import { useCodeSender, VerifyCodeField } from '../login/VerifyCodeField';
import { PasswordField } from '../../components/PasswordField/PasswordField';
import { PasswordForm } from './PasswordForm';
import '../trade/screens.css';
import './user.css';

/** The query of spec 01 §4.7 前去设置: the person has no trade password yet. */
export const SET_TRADE_PASSWORD_TITLE = 'setTradePwd';

/**
 * 找回交易密码 / 设置交易密码 (/user/forgetTradePassword, spec 01 §2.2; `?title=setTradePwd` from the
 * §4.7 prompt's 前去设置, and the page A00070's 找回密码 and A00076's 立即设置 open, §8). Two steps: a code
 * to the person's own contact (pwd/retrieve/tradePwd/verify/way, 60 s apart) checked for a single-use
 * ticket (/check), then the new 6-digit trade password (/set), which also ends an A00070 lock. Afterwards
 * the page goes back to where the person came from.
 * @see spec 01 §2.2, §4.7, §5, §7.4, §7.5, §8
 */
export function ForgetTradePasswordPage() {
  const client = useGateway();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const setting = params.get('title') === SET_TRADE_PASSWORD_TITLE;
  const sender = useCodeSender();
  const [code, setCode] = useState('');
  const [ticket, setTicket] = useState<string | null>(null);
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const sendCode = () =>
    void sender
      .send(() => client.call(password.tradePwdVerifyWay, {}))
      .catch(() => {
        // Shown by the global notifier (FD1009 with the seconds left).
      });

  const verify = async () => {
    if (busy) return;
    const invalid = /^\d{6}$/.test(code) ? null : t('password.retrieve.codeFormat');
    setError(invalid);
    if (invalid) return;
    setBusy(true);
    try {
      setTicket((await client.call(password.tradePwdCheck, { code })).verifyTicket);
    } catch {
      // FD1008 is shown by the global notifier; the code may be typed again.
    } finally {
      setBusy(false);
    }
  };

  const save = async () => {
    if (busy || ticket === null) return;
    const invalid = checkNewPassword('trade', { next, confirm }, 'password.trade.new');
    setError(invalid && renderMessage(invalid));
    if (invalid) return;
    setBusy(true);
    try {
      await client.call(password.tradePwdSet, { verifyTicket: ticket, newTradePassword: next });
      const firstLogin = sessionStore.get().firstLogin;
      if (firstLogin) sessionStore.set({ firstLogin: { ...firstLogin, hasTradePwd: true } });
      notifier.success(t('password.retrieve.done'));
      // Back where the person came from (the cart, the pending trades …); the landing when the page was
      // the first one opened (react-router's key of the first location is 'default').
      if (location.key !== 'default') void navigate(-1);
      else void navigate('/redirect', { replace: true });
    } catch (failure) {
      // Shown by the global notifier. A used or expired ticket (FD1011) starts over with a new code.
      if (GatewayError.from(failure).code === ErrorCode.VerifyTicketInvalid) {
        setTicket(null);
        setCode('');
      }
      setBusy(false);
    }
  };

  const step = ticket === null ? 1 : 2;
  return (
    <div className="fd-user fd-screens">
      <Card className="fd-user__card">
        <h2 className="fd-page-title">
          {t(setting ? 'password.retrieve.setTitle' : 'password.retrieve.title')}
        </h2>
        <ol className="fd-user__steps" aria-label={t('password.retrieve.title')}>
          <li className={step === 1 ? 'is-current' : 'is-done'}>{t('password.retrieve.step.verify')}</li>
          <li className={step === 2 ? 'is-current' : ''}>{t('password.retrieve.step.set')}</li>
        </ol>
        <p className="fd-user__hint">{t('password.retrieve.intro')}</p>
        {step === 1 ? (
          <PasswordForm
            label={t('password.retrieve.step.verify')}
            onSubmit={() => void verify()}
            error={error}
            submitText={t('password.retrieve.next')}
            busy={busy}
            submitDisabled={sender.sentTo === null}
          >
            <VerifyCodeField
              id="fd-trade-retrieve-code"
              value={code}
              onChange={setCode}
              sender={sender}
              onSend={sendCode}
            />
          </PasswordForm>
        ) : (
          <PasswordForm
            label={t('password.retrieve.step.set')}
            onSubmit={() => void save()}
            error={error}
            submitText={t('password.submit')}
            busy={busy}
          >
            <PasswordField
              id="fd-trade-retrieve-new"
              label={t('password.trade.new')}
              value={next}
              onChange={setNext}
              trade
              autoComplete="new-password"
            />
            <PasswordField
              id="fd-trade-retrieve-confirm"
              label={t('password.trade.confirm')}
              value={confirm}
              onChange={setConfirm}
              trade
              autoComplete="new-password"
            />
            <p className="fd-user__hint">{t('password.trade.hint')}</p>
          </PasswordForm>
        )}
      </Card>
    </div>
  );
}
