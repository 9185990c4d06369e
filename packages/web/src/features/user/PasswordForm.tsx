import type { ReactNode } from 'react';
import { Button, Callout } from '@blueprintjs/core';
import { brandIntent } from '../../app/variant';

/** Props of {@link PasswordForm}. */
export interface PasswordFormProps {
  /** The form's accessible name (already translated). */
  label: string;
  /** Called on submit (Enter or the button); the browser's own validation is off. */
  onSubmit: () => void;
  /** The message of the last check, shown above the fields; null when none. */
  error: string | null;
  /** The submit button's text (already translated). */
  submitText: string;
  busy: boolean;
  submitDisabled?: boolean;
  /** Shown after the submit button (a link). */
  actions?: ReactNode;
  children: ReactNode;
}

/**
 * The frame of the user area's password forms (密码管理 and the two steps of 找回交易密码): the check's
 * message, the fields, and the submit button in the variant's colour.
 * @see spec 01 §2.2 /user/password/*, /user/forgetTradePassword
 */
export function PasswordForm({
  label,
  onSubmit,
  error,
  submitText,
  busy,
  submitDisabled = false,
  actions,
  children,
}: PasswordFormProps) {
  return (
    <form
      className="fd-user__form"
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      noValidate
    >
      {error ? (
        <Callout intent="danger" role="alert" compact>
          {error}
        </Callout>
      ) : null}
      {children}
      <div className="fd-user__actions">
        <Button type="submit" intent={brandIntent} loading={busy} disabled={submitDisabled}>
          {submitText}
        </Button>
        {actions}
      </div>
    </form>
  );
}
