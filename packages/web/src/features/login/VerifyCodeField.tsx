import { useEffect, useState } from 'react';
import { Button, FormGroup, InputGroup } from '@blueprintjs/core';
import { t } from '@funddesk/core';

/** What A/pc/getIdentifyCode answers that the field shows: the masked contact and the resend wait (s). */
export interface SentCode {
  target: string;
  resendAfterSec: number;
}

/** State of {@link useCodeSender}. */
export interface CodeSender {
  /** The masked contact the last code went to, or null before the first. */
  sentTo: string | null;
  sending: boolean;
  /** Seconds until a code may be asked again (counts down from the gateway's resendAfterSec). */
  resendIn: number;
  /** Asks for a code unless one is being sent or the wait is running; rejects with the call's failure. */
  send: (ask: () => Promise<SentCode>) => Promise<void>;
}

/**
 * Sending a 6-digit verification code (spec 01 §7.4 getIdentifyCode): remembers where it went and counts
 * down the gateway's resendAfterSec before another may be asked.
 * @see spec 01 §7.4
 */
export function useCodeSender(): CodeSender {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [resendIn, setResendIn] = useState(0);
  useEffect(() => {
    if (resendIn <= 0) return;
    const timer = setTimeout(() => setResendIn((s) => s - 1), 1_000);
    return () => clearTimeout(timer);
  }, [resendIn]);
  const send = async (ask: () => Promise<SentCode>) => {
    if (sending || resendIn > 0) return;
    setSending(true);
    try {
      const sent = await ask();
      setSentTo(sent.target);
      setResendIn(sent.resendAfterSec);
    } finally {
      setSending(false);
    }
  };
  return { sentTo, sending, resendIn, send };
}

/** Props of {@link VerifyCodeField}. */
export interface VerifyCodeFieldProps {
  id: string;
  /** Blueprint's large input (the login page). */
  large?: boolean;
  value: string;
  /** Called with the digits only. */
  onChange: (code: string) => void;
  sender: CodeSender;
  /** 获取验证码. */
  onSend: () => void;
}

/**
 * The 6-digit verification code input with its 获取验证码 / N秒后重新获取 button and where the code went
 * (login by code and the forgot-password page).
 * @see spec 01 §2.2, §7.4
 */
export function VerifyCodeField({ id, large, value, onChange, sender, onSend }: VerifyCodeFieldProps) {
  const { sentTo, sending, resendIn } = sender;
  return (
    <FormGroup
      label={t('prompt.login.code')}
      labelFor={id}
      helperText={sentTo ? t('prompt.login.codeSent', { target: sentTo }) : undefined}
    >
      <InputGroup
        id={id}
        {...(large ? { size: 'large' as const } : {})}
        leftIcon="mobile-phone"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        placeholder={t('prompt.login.codePlaceholder')}
        value={value}
        onValueChange={(next) => onChange(next.replace(/\D/g, ''))}
        rightElement={
          <Button
            variant="minimal"
            loading={sending}
            disabled={resendIn > 0}
            onClick={onSend}
            text={resendIn > 0 ? t('prompt.login.resendIn', { N: resendIn }) : t('prompt.login.sendCode')}
          />
        }
      />
    </FormGroup>
  );
}
