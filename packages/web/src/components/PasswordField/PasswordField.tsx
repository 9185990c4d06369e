import { FormGroup, InputGroup } from '@blueprintjs/core';
import { TRADE_PASSWORD_LENGTH } from '@funddesk/core';

/** Props of {@link PasswordField}. */
export interface PasswordFieldProps {
  id: string;
  /** The field's label (already translated). */
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** A 6-digit trade password (numeric keyboard, 6 characters) instead of a login password (20). */
  trade?: boolean;
  /** `current-password` for the password being replaced, `new-password` for the new one. */
  autoComplete: 'current-password' | 'new-password';
  placeholder?: string;
}

/**
 * One password input of the password pages (spec 01 §5: login passwords 8-20 characters, trade passwords
 * 6 digits; the value is sent RSA-encrypted by the gateway client).
 */
export function PasswordField({
  id,
  label,
  value,
  onChange,
  trade = false,
  autoComplete,
  placeholder,
}: PasswordFieldProps) {
  return (
    <FormGroup label={label} labelFor={id}>
      <InputGroup
        id={id}
        type="password"
        autoComplete={autoComplete}
        value={value}
        placeholder={placeholder ?? label}
        maxLength={trade ? TRADE_PASSWORD_LENGTH : 20}
        inputMode={trade ? 'numeric' : undefined}
        onValueChange={(next) => onChange(trade ? next.replace(/\D/g, '') : next)}
      />
    </FormGroup>
  );
}
