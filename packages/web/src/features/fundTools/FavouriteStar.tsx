import { createContext, useCallback, useContext, useEffect, useRef, useState, type MouseEvent } from 'react';
import { Alert, Button, Icon } from '@blueprintjs/core';
import { DEFAULT_FAVOURITE_GROUP_ID, favourites, t } from '@funddesk/core';
import { useGateway } from '../../api/hooks';
import { notifier } from '../../app/notifier';

/** Props of {@link FavouriteStar}. */
export interface FavouriteStarProps {
  fundId: string;
  fundName: string;
  /** Whether the fund is in `groupId` now (the server's value). */
  favourite: boolean;
  /** The group a removal leaves (0 全部自选: every group); additions always join 全部自选 (and this group). */
  groupId?: number;
  /** The group's name for the confirmation (全部自选 by default). */
  groupName?: string;
  /** Called after a change the server accepted; the local flip stays until its promise settles (the reload). */
  onChanged?: (favourite: boolean) => unknown;
  /** Shows the words (加自选 / 取消自选) beside the star, as the fund detail's header does. */
  withText?: boolean;
}

/**
 * The favourite star (issue 14 §3; spec 03 §4: the flag flips locally while the call runs): adds a fund to 我的自选
 * at once; a removal asks first (Alert 取消自选 … 移除). Used by 我的自选's rows and the fund detail's header.
 * Toasts per spec 02 §8: success 已加入自选 / 已取消自选; a refusal (FD3040 over 500 funds …) is the gateway
 * notifier's toast. Calls editFavouriteFund for the session's person.
 */
export function FavouriteStar({
  fundId,
  fundName,
  favourite,
  groupId = DEFAULT_FAVOURITE_GROUP_ID,
  groupName = t('favourites.defaultGroup'),
  onChanged,
  withText = false,
}: FavouriteStarProps) {
  const client = useGateway();
  const [pending, setPending] = useState(false);
  const [confirming, setConfirming] = useState(false);
  /** The local flip while a change is under way (spec 03 §4), else the server's value. */
  const [flipped, setFlipped] = useState<boolean | null>(null);
  const shown = flipped ?? favourite;
  // The server's value, once it changes, replaces the local flip.
  useEffect(() => setFlipped(null), [favourite]);

  const change = async (action: 'add' | 'remove') => {
    setPending(true);
    setFlipped(action === 'add');
    try {
      await client.call(favourites.editFavouriteFund, { action, fundIds: [fundId], groupId });
      notifier.success(
        t(
          action === 'add'
            ? 'favourites.added'
            : groupId === DEFAULT_FAVOURITE_GROUP_ID
              ? 'favourites.removed'
              : 'favourites.removedFromGroup',
        ),
      );
      await onChanged?.(action === 'add');
    } catch {
      // The gateway's notifier has shown the refusal; the flip is undone.
      setFlipped(null);
    } finally {
      setPending(false);
    }
  };

  const label = t(shown ? 'favourites.star.remove' : 'favourites.star.add');
  return (
    <>
      <Button
        variant={withText ? 'outlined' : 'minimal'}
        size="small"
        icon={<Icon icon={shown ? 'star' : 'star-empty'} className={shown ? 'fd-star-on' : 'fd-star-off'} />}
        {...(withText ? { text: label } : { 'aria-label': `${label} ${fundName}`, title: label })}
        aria-pressed={shown}
        disabled={pending}
        onClick={() => (shown ? setConfirming(true) : void change('add'))}
      />
      <Alert
        isOpen={confirming}
        icon="star-empty"
        intent="danger"
        cancelButtonText={t('favourites.cancel')}
        confirmButtonText={t('favourites.remove.action')}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void change('remove');
        }}
      >
        <h4>{t('favourites.remove.title')}</h4>
        <p>{t('favourites.remove.confirm', { name: fundName, code: fundId, group: groupName })}</p>
      </Alert>
    </>
  );
}

/** What adds funds to 全部自选 from the header search: the funds added so far, and the action. */
export interface FavouriteAdder {
  /** Funds added since the search opened (their stars fill at once). */
  added: ReadonlySet<string>;
  /** Adds a fund to 全部自选 (toast 已加入自选; a refusal is the notifier's toast); nothing while one runs. */
  add: (fundId: string) => Promise<void>;
}

/**
 * The adder of {@link FavouriteAdder}: editFavouriteFund add to group 0 (全部自选), one call at a time.
 * @see issue 14 §3 (add from the header search); spec 02 §8 toasts
 */
export function useFavouriteAdder(): FavouriteAdder {
  const client = useGateway();
  const [added, setAdded] = useState<ReadonlySet<string>>(new Set());
  const pending = useRef(false);
  const add = useCallback(
    async (fundId: string) => {
      if (pending.current) return;
      pending.current = true;
      try {
        await client.call(favourites.editFavouriteFund, { action: 'add', fundIds: [fundId], groupId: 0 });
        setAdded((current) => new Set([...current, fundId]));
        notifier.success(t('favourites.added'));
      } catch {
        // The gateway's notifier has shown the refusal (FD3040 …).
      } finally {
        pending.current = false;
      }
    },
    [client],
  );
  return { added, add };
}

/** The header search's adder, shared by its rows' stars and its keyboard shortcut (Ctrl+Enter). */
export const FavouriteAdderContext = createContext<FavouriteAdder | null>(null);

/** Props of {@link FavouriteStarMark}. */
export interface FavouriteStarMarkProps {
  fundId: string;
  /** Whether the fund is a favourite (the search item's flag). */
  favourite: boolean;
}

/**
 * The star of a header-search result row (issue 14 §3 "add from the header search"). The row is an `option` of a
 * listbox, which may hold no focusable control (WCAG 4.1.2; axe nested-interactive), so the star is not a control
 * of its own: a click on an empty star adds the fund to 全部自选 without choosing the row (toast 已加入自选), and from
 * the keyboard Ctrl+Enter (⌘+Enter) in the search box adds the active row's fund (FundSearch, the same adder). The
 * star's words are part of the option's name: 已自选, or 加自选（Ctrl+Enter）. A click on a filled star opens the
 * fund like the row, whose header star removes with confirmation (a dialog would close the search list).
 */
export function FavouriteStarMark({ fundId, favourite }: FavouriteStarMarkProps) {
  const own = useFavouriteAdder();
  const adder = useContext(FavouriteAdderContext) ?? own;
  const shown = favourite || adder.added.has(fundId);

  const add = (event: MouseEvent) => {
    if (shown) return; // the row's own click opens the fund
    event.stopPropagation();
    void adder.add(fundId);
  };

  return (
    <span
      className="fd-fs__star"
      style={{ float: 'right', cursor: 'pointer' }}
      title={t(shown ? 'favourites.star.marked' : 'favourites.star.addKey')}
      onClick={add}
    >
      <Icon
        icon={shown ? 'star' : 'star-empty'}
        className={shown ? 'fd-star-on' : 'fd-star-off'}
        aria-hidden
      />
      <span className="fd-visually-hidden">
        {t(shown ? 'favourites.star.marked' : 'favourites.star.addKey')}
      </span>
    </span>
  );
}
