import { useMemo, useState } from 'react';
import { orgTabs, searchOrgs, visibleOrgList, type OrgEntry, type OrgTabType } from '@funddesk/core';

/** State of {@link useOrgList}. */
export interface OrgList {
  /** The shown organisations (core `visibleOrgList`: closed entries and duplicates dropped). */
  orgs: OrgEntry[];
  /** The two organisation tabs (core `orgTabs`: tab 1 type number 1, tab 2 types 2-4). */
  tabs: Record<OrgTabType, OrgEntry[]>;
  /** Whether the tabs show: both have entries. */
  showTabs: boolean;
  tab: OrgTabType;
  setTab: (tab: OrgTabType) => void;
  /** The search text (name or group id, up to ACCOUNT_SEARCH_MAX_LENGTH characters). */
  query: string;
  setQuery: (query: string) => void;
  /** The chosen tab's (or all) organisations matching the search (core `searchOrgs`). */
  shown: OrgEntry[];
}

/**
 * The organisation list of 选择企业 and the organisation bar: core's visible list, split in the two
 * organisation tabs when both have entries, searchable by name or group id.
 * @param list - the corpList of the login, switch or getCorpsInfo answer
 * @see spec 01 §3 (organisation list search), §4.2 (organisation tabs)
 */
export function useOrgList(list: readonly OrgEntry[]): OrgList {
  const [tab, setTab] = useState<OrgTabType>(1);
  const [query, setQuery] = useState('');
  const orgs = useMemo(() => {
    const decision = visibleOrgList<OrgEntry>(list);
    return decision.kind === 'list' ? decision.orgs : [];
  }, [list]);
  const tabs = useMemo(() => ({ 1: orgTabs(orgs, 1), 2: orgTabs(orgs, 2) }), [orgs]);
  const showTabs = tabs[1].length > 0 && tabs[2].length > 0;
  const shown = useMemo(
    () => searchOrgs(showTabs ? tabs[tab] : orgs, query),
    [showTabs, tabs, tab, orgs, query],
  );
  return { orgs, tabs, showTabs, tab, setTab, query, setQuery, shown };
}
