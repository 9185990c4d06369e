import { useMemo, useState } from 'react';
import {
  Button,
  Checkbox,
  InputGroup,
  Menu,
  MenuDivider,
  MenuItem,
  NonIdealState,
  PopoverNext,
  Spinner,
} from '@blueprintjs/core';
import {
  ACCOUNT_SEARCH_MAX_LENGTH as CORE_SEARCH_MAX,
  accountPickerEmpty,
  searchOrgs,
  t,
  toggleAccount,
  type AccountChoice,
  type OrgEntry,
} from '@funddesk/core';
import { useSession } from '../../app/session';
import './accountPicker.css';

/** Search input limit of the account picker (spec 01 §2.1: 25 characters). */
export const ACCOUNT_SEARCH_MAX_LENGTH = CORE_SEARCH_MAX;

/** Props of {@link AccountPicker}. */
export interface AccountPickerProps {
  accounts: readonly OrgEntry[];
  /** `single` closes on a choice; `multi` toggles ticks. */
  mode: 'single' | 'multi';
  /** Single-select only: offer 全部账户 as a choice too (asset overview). */
  allowAll?: boolean;
  value: AccountChoice | null;
  onChange: (choice: AccountChoice) => void;
  loading?: boolean;
}

/** Whether an account matches the search text (name or group id, case-insensitive). */
export function accountMatches(entry: OrgEntry, query: string): boolean {
  return searchOrgs([entry], query).length === 1;
}

/** The button text of a choice: 全部账户, the one account's name, or 已选 N 个账户. */
export function choiceLabel(accounts: readonly OrgEntry[], choice: AccountChoice | null): string {
  if (choice === null) return t('screens.account.placeholder');
  if (choice.kind === 'all') return t('screens.account.all');
  if (choice.groupIds.length === 1) {
    return accounts.find((a) => a.groupId === choice.groupIds[0])?.corpName ?? choice.groupIds[0] ?? '';
  }
  if (choice.groupIds.length === 0) return t('screens.account.placeholder');
  return t('screens.account.count', { count: choice.groupIds.length });
}

function tickedOf(accounts: readonly OrgEntry[], choice: AccountChoice | null): ReadonlySet<string> {
  if (choice === null) return new Set();
  return new Set(choice.kind === 'all' ? accounts.map((a) => a.groupId) : choice.groupIds);
}

/**
 * The account picker: a dropdown with a search box (25 characters), a 全部账户 / 全选 entry, single or
 * multi select. Multi-select never leaves zero accounts ticked; ticking every account reports the
 * all-accounts choice named 全部账户. With no account it shows 暂无数据 and, except for managers, the
 * hint to ask the account administrator to add an associated account.
 * @see spec 01 §2.1 account picker, 03 §4 account selection
 */
export function AccountPicker({
  accounts,
  mode,
  allowAll = false,
  value,
  onChange,
  loading = false,
}: AccountPickerProps) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const { roleType } = useSession();
  const isManager = roleType === 'manager';
  const visible = useMemo(() => searchOrgs(accounts, query), [accounts, query]);
  // spec 01 §2.1 (core accountPickerEmpty): 暂无数据, and the administrator hint unless a manager.
  const empty = accountPickerEmpty({ accounts: accounts.length, visible: visible.length, isManager });
  const ticked = tickedOf(accounts, value);
  const allTicked = value?.kind === 'all';

  // spec 01 §2.1 (core toggleAccount): all ticked is 全部账户; the only ticked account stays ticked.
  const toggle = (groupId: string) => {
    if (ticked.size === 1 && ticked.has(groupId)) return;
    onChange(toggleAccount(accounts, value, groupId));
  };

  const content = (
    <div className="fd-account-picker" data-testid="account-picker-panel">
      <InputGroup
        size="small"
        leftIcon="search"
        placeholder={t('screens.account.search')}
        value={query}
        maxLength={ACCOUNT_SEARCH_MAX_LENGTH}
        aria-label={t('screens.account.search')}
        onValueChange={(text) => setQuery(text.slice(0, ACCOUNT_SEARCH_MAX_LENGTH))}
      />
      {empty.empty ? (
        <div className="fd-account-picker__empty">
          <div>{t('common.empty')}</div>
          {empty.hintKey ? <div className="fd-account-picker__hint">{t(empty.hintKey)}</div> : null}
        </div>
      ) : mode === 'multi' ? (
        <div className="fd-account-picker__list" role="group">
          <Checkbox
            className="fd-account-picker__all"
            checked={allTicked}
            indeterminate={!allTicked && ticked.size > 0}
            label={t('screens.account.all')}
            onChange={() => {
              if (!allTicked) onChange({ kind: 'all' });
            }}
          />
          {visible.map((a) => (
            <Checkbox
              key={a.groupId}
              checked={ticked.has(a.groupId)}
              onChange={() => toggle(a.groupId)}
              labelElement={
                <span className="fd-account-picker__item">
                  <span>{a.corpName}</span>
                  <span className="fd-account-picker__id">{a.groupId}</span>
                </span>
              }
            />
          ))}
        </div>
      ) : (
        <Menu className="fd-account-picker__list">
          {allowAll ? (
            <>
              <MenuItem
                text={t('screens.account.all')}
                active={allTicked}
                onClick={() => {
                  onChange({ kind: 'all' });
                  setOpen(false);
                }}
              />
              <MenuDivider />
            </>
          ) : null}
          {visible.map((a) => (
            <MenuItem
              key={a.groupId}
              text={a.corpName}
              label={a.groupId}
              active={!allTicked && ticked.has(a.groupId) && ticked.size === 1}
              onClick={() => {
                onChange({ kind: 'some', groupIds: [a.groupId] });
                setOpen(false);
              }}
            />
          ))}
        </Menu>
      )}
    </div>
  );

  if (loading && accounts.length === 0) return <Spinner size={16} />;
  if (accounts.length === 0 && !loading) {
    // Nothing to choose: show the empty text and hint inline, so that the page explains itself.
    return (
      <span className="fd-account-picker__inline-empty" data-testid="account-picker-empty">
        <NonIdealState
          layout="horizontal"
          icon="people"
          title={t('common.empty')}
          description={empty.hintKey ? t(empty.hintKey) : undefined}
        />
      </span>
    );
  }
  return (
    <span className="fd-account-picker__field">
      <span className="fd-account-picker__label">{t('screens.account.label')}</span>
      <PopoverNext
        isOpen={open}
        onInteraction={(next) => setOpen(next)}
        placement="bottom-start"
        arrow={false}
        animation="minimal"
        content={content}
      >
        <Button
          size="small"
          endIcon="caret-down"
          text={choiceLabel(accounts, value)}
          // The name holds the visible choice too (WCAG 2.5.3 Label in Name): 账户 全部账户.
          aria-label={`${t('screens.account.label')} ${choiceLabel(accounts, value)}`}
          aria-haspopup="listbox"
          className="fd-account-picker__button"
        />
      </PopoverNext>
    </span>
  );
}
