import { Button, Classes, InputGroup } from '@blueprintjs/core';
import { formatLimit, formatAmount, effectiveMinimum, sanitiseAmountInput, t } from '@funddesk/core';
import { RiskTag } from '../product/common/RiskTag';
import { withSimulatedMark } from '../product/common/SimulatedMark';
import type { LineView } from './cartLines';

/** Props of {@link CartLineRow}. */
export interface CartLineRowProps {
  view: LineView;
  disabled: boolean;
  onAmount: (text: string) => void;
  onRemove: () => void;
}

/**
 * One cart line: name, code and risk, 起购金额, 单笔上限 and 日累计上限 (无限额 when unlimited), the
 * amount input (cleaned as typed) with its message, the estimated fee and delete. The labels of the
 * model-generated values (limits, risk level, fee) carry the 模拟 mark; the drawer shows the one legend.
 * @see spec 02 §2 (cart drawer), §3 (cart fund line), §5 (amount input, 无限额)
 */
export function CartLineRow({ view, disabled, onAmount, onRemove }: CartLineRowProps) {
  const { line, tip, fee } = view;
  const showTip = tip.type !== 'none' && tip.tip !== '';
  return (
    <div className="fd-cart-line" data-testid={`cart-line-${line.fundId}`}>
      <div className="fd-cart-line__fund">
        <div className="fd-cart-line__name" title={line.fundName}>
          {line.fundName}
        </div>
        <div className="fd-cart-line__meta">
          <span className={Classes.TEXT_MUTED}>{line.fundCode}</span>
          <RiskTag level={line.fundRiskLevel} />
          {withSimulatedMark(null, ['fundRiskLevel'])}
        </div>
      </div>
      <div className="fd-cart-line__limits">
        <div>
          {withSimulatedMark(t('trade.drawer.minvalue'), ['minLimit'])}：
          {formatAmount(effectiveMinimum(line.minvalue))}
        </div>
        <div>
          {withSimulatedMark(t('trade.drawer.maxvalue'), ['maxLimit'])}：
          {formatLimit(line.maxvalue, 'noLimit')}
        </div>
        <div>
          {withSimulatedMark(t('trade.drawer.dailyMaxValue'), ['dailyMaxValue'])}：
          {formatLimit(line.dailyMaxValue, 'noLimit')}
        </div>
      </div>
      <div className="fd-cart-line__amount">
        <InputGroup
          aria-label={`${t('trade.drawer.amount')} ${line.fundCode}`}
          placeholder={t('trade.drawer.amountPlaceholder')}
          value={view.amountText}
          disabled={disabled}
          intent={tip.type === 'error' || tip.type === 'limit' ? 'danger' : 'none'}
          onChange={(event) => onAmount(sanitiseAmountInput(event.target.value))}
        />
        {showTip ? (
          <div
            className={`fd-cart-line__tip fd-cart-line__tip--${tip.type}`}
            role={tip.type === 'info' ? undefined : 'alert'}
          >
            {tip.tip}
          </div>
        ) : null}
      </div>
      <div className="fd-cart-line__fee">
        <div className={Classes.TEXT_MUTED}>{withSimulatedMark(t('trade.drawer.fee'), ['fees'])}</div>
        {fee ? (
          <div>
            {fee.newRate ? (
              <>
                <s className={Classes.TEXT_MUTED}>{fee.oldRate}</s>{' '}
                <span className="fd-cart-line__rate">{fee.newRate}</span>
                {fee.discount ? <span className="fd-cart-line__discount">{fee.discount}</span> : null}
              </>
            ) : (
              <span>{fee.oldRate}</span>
            )}
            <div>{t('trade.drawer.feeValue', { fee: fee.fee })}</div>
          </div>
        ) : (
          <div>{t('display.none')}</div>
        )}
      </div>
      <div className="fd-cart-line__actions">
        <Button
          variant="minimal"
          intent="danger"
          icon="trash"
          text={t('trade.drawer.remove')}
          disabled={disabled}
          onClick={onRemove}
        />
      </div>
    </div>
  );
}
