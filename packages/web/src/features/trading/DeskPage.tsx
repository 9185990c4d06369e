import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Button, ButtonGroup, Card, HTMLTable, InputGroup, Menu, MenuItem } from '@blueprintjs/core';
import { useNavigate } from 'react-router';
import { normaliseSearchKeyword, product, t, trading } from '@funddesk/core';
import { useCall } from '../../api/hooks';
import { useMenu } from '../../app/useMenu';
import { formatShares, formatYuan, orderStatusText } from '../trade/orderText';
import { tradeInfoPath } from '../trade/OrderTable';
import { DividendDialog, melonMethodText } from './DividendDialog';
import { buyPath, EmptyRow, holdingPath } from './parts';
import '../product/product.css';
import '../trade/screens.css';
import './trading.css';

/** How many matches the quick search lists (issue 12 §1). */
export const QUICK_SEARCH_SIZE = 8;

/** A six-digit fund code, typed whole: Enter goes straight to its buy page. */
const FUND_CODE = /^\d{6}$/;

/**
 * 快速买入: a search box (focused when the desk opens) listing up to 8 matches of fundSearch; ArrowDown /
 * ArrowUp move the active match, Enter opens the buy page of the active match (or of a typed 6-digit
 * code), Esc clears. Keyboard-first: search, Enter, then the buy form's amount has focus.
 * @see issue 12 §1 (quick search to buy, keyboard-first), spec 02 §2 buy (query fundCode)
 */
export function QuickBuySearch() {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const input = useRef<HTMLInputElement | null>(null);
  useEffect(() => input.current?.focus(), []);
  const keyword = normaliseSearchKeyword(text);
  const { data } = useCall(
    product.fundSearch,
    keyword.length > 0 ? { keyword, page: 0, size: QUICK_SEARCH_SIZE } : null,
    { keepPreviousData: true },
  );
  const items = keyword.length > 0 ? (data?.content ?? []) : [];
  const listId = 'fd-trading-quick-list';

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive((index) => Math.min(index + 1, Math.max(items.length - 1, 0)));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((index) => Math.max(index - 1, 0));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const code = FUND_CODE.test(keyword) ? keyword : items[active]?.fundId;
      if (code) void navigate(buyPath(code));
    } else if (event.key === 'Escape') {
      setText('');
      setActive(0);
    }
  };

  return (
    <div className="fd-trading__quick">
      <InputGroup
        inputRef={input}
        leftIcon="search"
        value={text}
        placeholder={t('trading.desk.searchPlaceholder')}
        aria-label={t('trading.desk.search')}
        role="combobox"
        aria-expanded={items.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={items.length > 0 ? `${listId}-${active}` : undefined}
        onChange={(event) => {
          setText(event.currentTarget.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
      />
      {items.length > 0 ? (
        <Menu
          id={listId}
          role="listbox"
          aria-label={t('trading.desk.search')}
          className="fd-trading__quick-list"
        >
          {items.map((item, index) => (
            <MenuItem
              key={item.fundId}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              active={index === active}
              text={`${item.fundName}（${item.fundId}）`}
              label={item.company}
              onClick={() => void navigate(buyPath(item.fundId))}
            />
          ))}
        </Menu>
      ) : (
        <span className="fd-note">{t('trading.desk.searchHint')}</span>
      )}
    </div>
  );
}

/**
 * 公募交易 (/trade/publicOfferingOrder), the trading desk of the session's account: 快速买入, the holdings
 * with available shares (queryCanSaleFundList: held, frozen by pending sells, available, market value,
 * dividend method) and per holding 买入 / 卖出 / 转换 / 超级转换 / 分红方式 — each only with its privilege
 * (subs, redemption, transfer, super_transfer, public_trans) and when the fund allows it — and today's
 * orders (todayTrades) with their details. Links to 退款 and 货币基金智能拆单 (monetary_fund_smart_split).
 * The server enforces every privilege again.
 * @see spec 02 §2 (publicOfferingOrder, privileges), §7 (queryCanSaleFundList); issue 12 §1
 */
export function DeskPage() {
  const navigate = useNavigate();
  const { can } = useMenu();
  const holdings = useCall(trading.queryCanSaleFundList, {});
  const today = useCall(trading.todayTrades, {});
  const [dividendFund, setDividendFund] = useState<{ fundId: string; fundName: string } | null>(null);
  const list = holdings.data?.list ?? [];
  const orders = today.data?.list ?? [];

  return (
    <div className="fd-product fd-screens fd-trading">
      <Card className="fd-page-head">
        <h2 className="fd-page-title">{t('trading.desk.title')}</h2>
        {can('subs') ? <QuickBuySearch /> : null}
        <ButtonGroup minimal>
          <Button onClick={() => void navigate('/trade/publicFundRefund')}>{t('trading.desk.refund')}</Button>
          {can('monetary_fund_smart_split') ? (
            <Button onClick={() => void navigate('/trade/separateBill')}>{t('trading.desk.split')}</Button>
          ) : null}
        </ButtonGroup>
      </Card>
      <Card className="fd-card-table">
        <h3 className="fd-trading__section">{t('trading.desk.holdings')}</h3>
        <HTMLTable compact className="fd-dense-table" aria-label={t('trading.desk.holdings')}>
          <thead>
            <tr>
              <th>{t('trading.common.fund')}</th>
              <th className="fd-num">{t('trading.desk.totalShares')}</th>
              <th className="fd-num">{t('trading.desk.frozenShares')}</th>
              <th className="fd-num">{t('trading.desk.availableShares')}</th>
              <th className="fd-num">{t('trading.desk.marketValue')}</th>
              <th>{t('trading.desk.dividend')}</th>
              <th>{t('trading.desk.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {list.map((holding) => (
              <tr key={holding.fundId}>
                <td>
                  {holding.fundName}（{holding.fundId}）
                </td>
                <td className="fd-num">{formatShares(holding.shares)}</td>
                <td className="fd-num">{formatShares(holding.frozenShares)}</td>
                <td className="fd-num">{formatShares(holding.availableShares)}</td>
                <td className="fd-num">{formatYuan(holding.marketValue)}</td>
                <td>{melonMethodText(holding.melonMethod)}</td>
                <td>
                  <ButtonGroup minimal>
                    {can('subs') ? (
                      <Button small onClick={() => void navigate(buyPath(holding.fundId))}>
                        {t('trading.desk.buy')}
                      </Button>
                    ) : null}
                    {can('redemption') && holding.canSell ? (
                      <Button small onClick={() => void navigate(holdingPath('sell', holding.fundId))}>
                        {t('trading.desk.sell')}
                      </Button>
                    ) : null}
                    {can('transfer') && holding.canConvert ? (
                      <Button
                        small
                        onClick={() => void navigate(holdingPath('commonTransform', holding.fundId))}
                      >
                        {t('trading.desk.convert')}
                      </Button>
                    ) : null}
                    {can('super_transfer') && holding.canSell ? (
                      <Button
                        small
                        onClick={() => void navigate(holdingPath('superTransform', holding.fundId))}
                      >
                        {t('trading.desk.superConvert')}
                      </Button>
                    ) : null}
                    {can('public_trans') ? (
                      <Button
                        small
                        onClick={() =>
                          setDividendFund({ fundId: holding.fundId, fundName: holding.fundName })
                        }
                      >
                        {t('trading.desk.changeDividend')}
                      </Button>
                    ) : null}
                  </ButtonGroup>
                </td>
              </tr>
            ))}
            {list.length === 0 && !holdings.isLoading ? (
              <EmptyRow columns={7} text={t('trading.desk.holdingsEmpty')} />
            ) : null}
          </tbody>
        </HTMLTable>
      </Card>
      <Card className="fd-card-table">
        <h3 className="fd-trading__section">{t('trading.desk.today')}</h3>
        <HTMLTable compact className="fd-dense-table" aria-label={t('trading.desk.today')}>
          <thead>
            <tr>
              <th>{t('screens.col.serialNo')}</th>
              <th>{t('trading.desk.tradeType')}</th>
              <th>{t('trading.common.fund')}</th>
              <th className="fd-num">{t('trading.desk.amountOrShares')}</th>
              <th>{t('trading.buy.tradeDay')}</th>
              <th>{t('trading.desk.status')}</th>
            </tr>
          </thead>
          <tbody>
            {orders.map((order) => (
              <tr key={order.serialNo}>
                <td>
                  <Button minimal small onClick={() => void navigate(tradeInfoPath(order.serialNo))}>
                    {order.serialNo}
                  </Button>
                </td>
                <td>{t(`tradeType.${order.tradeType}`)}</td>
                <td>
                  {order.fundName}（{order.fundId}）{order.targetFundName ? ` → ${order.targetFundName}` : ''}
                </td>
                <td className="fd-num">
                  {order.shares !== null
                    ? t('trading.common.shares', { value: formatShares(order.shares) })
                    : t('trading.common.yuan', { value: formatYuan(order.amount) })}
                </td>
                <td>{order.tradeDay}</td>
                <td>{orderStatusText(order.status)}</td>
              </tr>
            ))}
            {orders.length === 0 && !today.isLoading ? (
              <EmptyRow columns={6} text={t('trading.desk.todayEmpty')} />
            ) : null}
          </tbody>
        </HTMLTable>
      </Card>
      <DividendDialog fund={dividendFund} onClose={() => setDividendFund(null)} />
    </div>
  );
}
