import type { ReactNode } from 'react';
import { Card } from '@blueprintjs/core';
import { AccountPicker } from '../AccountPicker/AccountPicker';
import type { AccountSelection } from '../AccountPicker/useAccounts';

/** Props of {@link AccountPageHead}. */
export interface AccountPageHeadProps {
  /** The page title (already translated). */
  title: string;
  /** The page's account selection (useAccountSelection). */
  selection: AccountSelection;
  /** Called after the user picks other accounts (a list page goes back to page 1). */
  onChoose?: () => void;
  /** Shown after the picker (a note). */
  children?: ReactNode;
}

/**
 * The head card of a list page over several accounts: its title and the multi-account picker.
 * @see spec 02 §2 (stayTrade), spec 03 §3 (tradeRecord, statements)
 */
export function AccountPageHead({ title, selection, onChoose, children }: AccountPageHeadProps) {
  return (
    <Card className="fd-page-head">
      <h2 className="fd-page-title">{title}</h2>
      <AccountPicker
        mode="multi"
        accounts={selection.accounts}
        loading={selection.loading}
        value={selection.choice}
        onChange={(choice) => {
          selection.setChoice(choice);
          onChoose?.();
        }}
      />
      {children}
    </Card>
  );
}
