import { useEffect, useRef } from 'react';
import { t, type PASSWORD_REMINDER_LEAVE_MARK, type PasswordReminderDialog } from '@funddesk/core';
import { PromptDialog } from './PromptDialog';

/** Props of {@link PasswordReminder}. */
export interface PasswordReminderProps {
  /** The dialog core's `passwordReminderDialog` described. */
  dialog: PasswordReminderDialog;
  /** Records the reminder (leave mark 40). */
  recordMark: (businessType: typeof PASSWORD_REMINDER_LEAVE_MARK) => void;
  /** 立即修改: go to the login-password page. */
  onChange: (to: string) => void;
  /** 我知道了 (and after 立即修改): the reminder is done. */
  onClose: () => void;
}

/**
 * The password-age reminder (spec 01 §4.6): 温馨提示 with 立即修改 and 我知道了; showing it records leave
 * mark 40, which keeps it quiet for a while (core `passwordTip`).
 * @see spec 01 §4.6, §7.6b
 */
export function PasswordReminder({ dialog, recordMark, onChange, onClose }: PasswordReminderProps) {
  const recorded = useRef(false);
  useEffect(() => {
    if (recorded.current) return;
    recorded.current = true;
    recordMark(dialog.leaveMark);
  }, [dialog, recordMark]);
  return (
    <PromptDialog
      title={t(dialog.titleKey)}
      message={t(dialog.bodyKey, dialog.bodyParams)}
      cancelText={t(dialog.cancelKey)}
      confirmText={t(dialog.confirmKey)}
      onConfirm={() => onChange(dialog.confirmTo)}
      onClose={onClose}
    />
  );
}
