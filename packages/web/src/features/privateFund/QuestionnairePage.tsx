import { Card, HTMLSelect, FormGroup, Spinner } from '@blueprintjs/core';
import { useId } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { privateFunds, t, type InvestType } from '@funddesk/core';
import { useCall, useRevalidateCalls } from '../../api/hooks';
import { IdentificationForm } from './IdentificationForm';
import { investTypeText } from './labels';
import './privateFund.css';

/**
 * /private-account/questionnaire 合格投资者认定问卷 (spec 02 §2, §4, §5; issue 13 §2): the identification form for the
 * investor type of `?type=` (default 1), prefilled with the organisation's last answers; after 确认 the
 * application is under review for 1-2 working days and the page returns to 投资者认定.
 */
export function QuestionnairePage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const typeId = useId();
  const parsed = privateFunds.investTypeSchema.safeParse(params.get('type'));
  const investType: InvestType = parsed.success ? parsed.data : '1';
  const { data } = useCall(privateFunds.selfConfirmInfo, {});
  const revalidate = useRevalidateCalls([
    privateFunds.queryInvestQualification,
    privateFunds.privateFundList,
  ]);
  return (
    <div className="fd-pf">
      <Card className="fd-page-head">
        <h2 className="fd-page-title">{t('private.qualify.questionnaire')}</h2>
      </Card>
      <Card>
        <FormGroup label={t('private.qualify.col.type')} labelFor={typeId} inline>
          <HTMLSelect
            id={typeId}
            value={investType}
            onChange={(event) => setParams({ type: event.currentTarget.value })}
            options={privateFunds.investTypeSchema.options.map((value) => ({
              value,
              label: investTypeText(value),
            }))}
          />
        </FormGroup>
        <p className="fd-note">{t('private.qualify.chooseHint')}</p>
        {data ? (
          <IdentificationForm
            key={investType}
            investType={investType}
            initialHistory={data.investYears}
            initialFinance={data.financialCondition}
            onCancel={() => void navigate('/private-account/chooseType')}
            onDone={() => {
              void revalidate();
              void navigate('/private-account/chooseType');
            }}
          />
        ) : (
          <Spinner size={20} />
        )}
      </Card>
    </div>
  );
}
