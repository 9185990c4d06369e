import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Button, Callout, Checkbox, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import {
  allStatements,
  riskDisclosureOf,
  riskLevelText,
  riskStatementsComplete,
  statementTicked,
  t,
  toggleStatement,
  type RiskLevelCode,
} from '@funddesk/core';
import { matchedStatements, mismatchStatements } from './statements';

/** Props of {@link RiskDialog}. */
export interface RiskDialogProps {
  isOpen: boolean;
  /** '0' matched (9 statements), '1' or '2' mismatched (the nested declaration list). */
  matchResult: '0' | '1' | '2';
  fundRiskLevel: RiskLevelCode;
  userRiskLevel: RiskLevelCode;
  onConfirm: () => void;
  onCancel: () => void;
  /** Shown under the intro, e.g. which funds caused a mismatch (issue 17 §4). */
  children?: ReactNode;
}

/**
 * The risk-disclosure dialog of a purchase. Confirm with a statement unticked says 请勾选声明内容;
 * ticking a parent ticks its children; select-all follows the list.
 *
 * @see spec 02 §4 (risk dialog when matchResult is 0, 1 or 2), §5 (all statements ticked, 9 for
 *   matchResult 0, else 请勾选声明内容; parents and select-all)
 */
export function RiskDialog({
  isOpen,
  matchResult,
  fundRiskLevel,
  userRiskLevel,
  onConfirm,
  onCancel,
  children,
}: RiskDialogProps) {
  const statements = riskDisclosureOf(matchResult) === 'matched' ? matchedStatements : mismatchStatements;
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const [warning, setWarning] = useState(false);
  useEffect(() => {
    if (isOpen) {
      setTicked(new Set());
      setWarning(false);
    }
  }, [isOpen, matchResult]);
  const complete = useMemo(() => riskStatementsComplete(statements, ticked), [statements, ticked]);
  const toggle = (id: string, checked: boolean) => {
    setTicked(toggleStatement(statements, ticked, id, checked));
    setWarning(false);
  };
  const confirm = () => {
    if (!complete) {
      setWarning(true);
      return;
    }
    onConfirm();
  };
  const params = { fundRisk: riskLevelText(fundRiskLevel), userRisk: riskLevelText(userRiskLevel) };
  return (
    <Dialog
      isOpen={isOpen}
      title={t('trade.risk.title')}
      onClose={onCancel}
      canOutsideClickClose={false}
      style={{ width: 640 }}
    >
      <DialogBody>
        <Callout intent={matchResult === '0' ? 'primary' : 'warning'} icon={null}>
          {t(matchResult === '0' ? 'trade.risk.matchedIntro' : 'trade.risk.mismatchIntro', params)}
        </Callout>
        {children}
        <div className="fd-risk-statements" role="group">
          {statements.map((statement) => (
            <div key={statement.id}>
              <Checkbox
                checked={statementTicked(statement, ticked)}
                indeterminate={
                  !!statement.children &&
                  !statementTicked(statement, ticked) &&
                  statement.children.some((child) => ticked.has(child.id))
                }
                onChange={(event) => toggle(statement.id, event.currentTarget.checked)}
              >
                {t(statement.text)}
              </Checkbox>
              {statement.children ? (
                <div className="fd-risk-statements__children">
                  {statement.children.map((child) => (
                    <Checkbox
                      key={child.id}
                      checked={ticked.has(child.id)}
                      onChange={(event) => toggle(child.id, event.currentTarget.checked)}
                    >
                      {t(child.text)}
                    </Checkbox>
                  ))}
                </div>
              ) : null}
            </div>
          ))}
        </div>
        {warning ? (
          <p className="fd-risk-statements__warning" role="alert">
            {t('trade.risk.tickAll')}
          </p>
        ) : null}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Checkbox
              className="fd-risk-statements__all"
              checked={complete}
              onChange={(event) => {
                setTicked(allStatements(statements, event.currentTarget.checked));
                setWarning(false);
              }}
            >
              {t('trade.risk.selectAll')}
            </Checkbox>
            <Button text={t('web.common.cancel')} onClick={onCancel} />
            <Button intent="primary" text={t('trade.risk.confirm')} onClick={confirm} />
          </>
        }
      />
    </Dialog>
  );
}
