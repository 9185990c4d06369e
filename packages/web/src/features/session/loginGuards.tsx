import { useCallback, useEffect, useState } from 'react';
import { Button, Checkbox, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup } from '@blueprintjs/core';
import { account, ErrorCode, GatewayError, t, type CallResponse, type GatewayClient } from '@funddesk/core';
import './session.css';

/** localStorage key of the browser's id for the privacy agreement (kept on logout: it is not session data). */
export const PRIVACY_CLIENT_KEY = 'fd.privacyClientId';

/** The browser's random id for the privacy agreement before login (spec 01 §4.5), created once. */
export function privacyClientId(storage: Storage | undefined = globalThis.localStorage): string {
  const stored = storage?.getItem(PRIVACY_CLIENT_KEY);
  if (stored && /^[A-Za-z0-9_-]{16,64}$/.test(stored)) return stored;
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  const id = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  storage?.setItem(PRIVACY_CLIENT_KEY, id);
  return id;
}

/** The latest privacy agreement as queried before login. */
export type PrivacyAgreement = CallResponse<typeof account.queryLatestPrivacyAgreement>;

/** State of {@link usePrivacyConsent}. */
export interface PrivacyConsent {
  /** The latest version; undefined while loading or when the query failed (then nothing is asked). */
  agreement: PrivacyAgreement | undefined;
  consent: boolean;
  setConsent: (consent: boolean) => void;
  /**
   * Before login: signs the latest version for this browser unless signed (spec 01 §4.5 "queried and signed
   * before login by version").
   * @returns false when consent is missing (the login must not go on)
   */
  ensureSigned: (loginName: string) => Promise<boolean>;
}

/**
 * The privacy agreement before login (spec 01 §4.5): queried by version for this browser; the consent box
 * starts ticked (spec 02 §4: agreement boxes default to checked); logging in signs the version.
 * @see spec 01 §4.5, §7.10
 */
export function usePrivacyConsent(client: GatewayClient): PrivacyConsent {
  const [agreement, setAgreement] = useState<PrivacyAgreement | undefined>(undefined);
  const [consent, setConsent] = useState(true);
  useEffect(() => {
    let live = true;
    client
      .call(account.queryLatestPrivacyAgreement, { clientId: privacyClientId() }, { hideResult: true })
      .then((answer) => live && setAgreement(answer))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [client]);
  const ensureSigned = useCallback(
    async (loginName: string): Promise<boolean> => {
      if (!agreement) return true;
      if (!consent) return false;
      if (agreement.signed) return true;
      await client.call(
        account.signLatestPrivacyAgreement,
        { clientId: privacyClientId(), version: agreement.version, loginName },
        { hideResult: true },
      );
      setAgreement({ ...agreement, signed: true });
      return true;
    },
    [agreement, consent, client],
  );
  return { agreement, consent, setConsent, ensureSigned };
}

/** The consent line under the login form, with the agreement's text in a dialog. */
export function PrivacyConsentField({ privacy }: { privacy: PrivacyConsent }) {
  const [open, setOpen] = useState(false);
  const agreement = privacy.agreement;
  if (!agreement) return null;
  return (
    <div className="fd-prompt__consent">
      <Checkbox
        checked={privacy.consent}
        onChange={(e) => privacy.setConsent(e.currentTarget.checked)}
        labelElement={
          <>
            {t('prompt.privacy.consent')}
            <a
              role="button"
              tabIndex={0}
              onClick={(e) => {
                e.preventDefault();
                setOpen(true);
              }}
              onKeyDown={(e) => e.key === 'Enter' && setOpen(true)}
            >
              {agreement.title}
            </a>
          </>
        }
      />
      <Dialog
        isOpen={open}
        title={agreement.title}
        onClose={() => setOpen(false)}
        className="fd-prompt fd-prompt--wide"
      >
        <DialogBody>
          <p className="fd-prompt__hint">
            {t('prompt.privacy.version', {
              version: agreement.version,
              date: agreement.publishedAt.slice(0, 10),
            })}
          </p>
          <div className="fd-prompt__agreement-text">{agreement.content}</div>
        </DialogBody>
        <DialogFooter
          actions={<Button onClick={() => setOpen(false)}>{t('prompt.agreement.close')}</Button>}
        />
      </Dialog>
    </div>
  );
}

/** State of {@link useLoginCaptcha}. */
export interface LoginCaptcha {
  /** True once the gateway asked for a captcha (FD1006/FD1007). */
  required: boolean;
  image: string | null;
  /** Which captcha is asked: the image, or the text alternative a screen reader can read (issue 17 §2). */
  kind: 'image' | 'text';
  /** The text captcha's question (kind 'text'), or null. */
  question: string | null;
  answer: string;
  setAnswer: (answer: string) => void;
  /** Loads a new captcha of the current kind (换一张). */
  refresh: () => void;
  /** Switches between the image and the text captcha and loads a new one. */
  setKind: (kind: 'image' | 'text') => void;
  /**
   * Before login: the ticket for the typed answer, or undefined when no captcha is required.
   * @throws GatewayError CaptchaWrong (a new image is loaded)
   */
  ticket: () => Promise<string | undefined>;
  /** After a failed login: shows a captcha when the gateway asked for one. @returns whether it did */
  onLoginFailure: (error: GatewayError) => boolean;
}

/**
 * The image captcha of the login form (spec 01 §7.3 checkKaptcha, §7.4): shown once the gateway asks for
 * one (after 3 failed logins of the name, FD1006); each image answers one check, a right answer earns the
 * login's single-use ticket.
 * @see spec 01 §7.3, §7.4
 */
export function useLoginCaptcha(client: GatewayClient): LoginCaptcha {
  const [required, setRequired] = useState(false);
  const [captcha, setCaptcha] = useState<{ captchaId: string; image: string; question?: string } | null>(
    null,
  );
  const [answer, setAnswer] = useState('');
  const [kind, setKindState] = useState<'image' | 'text'>('image');
  const load = useCallback(
    (which: 'image' | 'text') => {
      setAnswer('');
      client
        .call(account.captchaGet, which === 'text' ? { kind: 'text' } : {}, { hideResult: true })
        .then((next) =>
          setCaptcha({
            captchaId: next.captchaId,
            image: next.image,
            ...(next.question ? { question: next.question } : {}),
          }),
        )
        .catch(() => setCaptcha(null));
    },
    [client],
  );
  const refresh = useCallback(() => load(kind), [load, kind]);
  const setKind = useCallback(
    (next: 'image' | 'text') => {
      setKindState(next);
      load(next);
    },
    [load],
  );
  const ticket = useCallback(async (): Promise<string | undefined> => {
    if (!required) return undefined;
    if (!captcha || !answer.trim()) throw new GatewayError(ErrorCode.CaptchaRequired);
    try {
      const checked = await client.call(
        account.captchaCheck,
        { captchaId: captcha.captchaId, answer: answer.trim() },
        { hideResult: true },
      );
      return checked.ticket;
    } finally {
      refresh(); // every image answers one check
    }
  }, [required, captcha, answer, client, refresh]);
  const onLoginFailure = useCallback(
    (error: GatewayError): boolean => {
      if (error.code !== ErrorCode.CaptchaRequired && error.code !== ErrorCode.CaptchaWrong) return false;
      if (!required) {
        setRequired(true);
        refresh();
      }
      return true;
    },
    [required, refresh],
  );
  return {
    required,
    image: captcha?.image || null,
    kind,
    question: captcha?.question ?? null,
    answer,
    setAnswer,
    refresh,
    setKind,
    ticket,
    onLoginFailure,
  };
}

/**
 * The captcha row of the login form: the answer input and the image, a 换一张 button (the image itself is
 * that button) and the switch to the text captcha, whose question is the input's description so that a
 * screen reader reads it (issue 17 §2, WCAG 1.1.1 non-text content: a text alternative that works as a
 * captcha; docs/decisions.md "Captcha alternative").
 */
export function CaptchaField({ captcha }: { captcha: LoginCaptcha }) {
  if (!captcha.required) return null;
  const text = captcha.kind === 'text';
  return (
    <FormGroup
      label={t(text ? 'web.a11y.captchaQuestionLabel' : 'prompt.login.captcha')}
      labelFor="fd-login-captcha"
    >
      {text && captcha.question ? (
        <p className="fd-prompt__captcha-question" id="fd-login-captcha-question">
          {captcha.question}
        </p>
      ) : null}
      <div className="fd-prompt__captcha">
        <InputGroup
          id="fd-login-captcha"
          size="large"
          leftIcon="shield"
          maxLength={8}
          autoComplete="off"
          inputMode={text ? 'numeric' : undefined}
          placeholder={t(text ? 'web.a11y.captchaAnswerPlaceholder' : 'prompt.login.captchaPlaceholder')}
          value={captcha.answer}
          onValueChange={(value) => captcha.setAnswer(value)}
          aria-describedby={text && captcha.question ? 'fd-login-captcha-question' : undefined}
        />
        {!text && captcha.image ? (
          // A click on the image loads another too (the 换一张 button does it by keyboard).
          <img
            src={captcha.image}
            alt={t('prompt.login.captchaImage')}
            title={t('prompt.login.captchaRefresh')}
            width={132}
            height={44}
            onClick={captcha.refresh}
          />
        ) : null}
        <Button
          variant="minimal"
          size="small"
          text={t('web.a11y.captchaRefresh')}
          onClick={captcha.refresh}
        />
      </div>
      <Button
        variant="minimal"
        size="small"
        className="fd-prompt__captcha-kind"
        text={t(text ? 'web.a11y.captchaImageKind' : 'web.a11y.captchaText')}
        onClick={() => captcha.setKind(text ? 'image' : 'text')}
      />
    </FormGroup>
  );
}
