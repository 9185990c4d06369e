import { useRef, useState, type FormEvent } from 'react';
import { Button, Callout, Card, Radio, RadioGroup, Tag } from '@blueprintjs/core';
import { useNavigate, useSearchParams } from 'react-router';
import { riskCrs, t, trading } from '@funddesk/core';
import { CallStatus } from '../../components/CallStatus/CallStatus';
import { useCall, useMutationCall, useRevalidateCalls } from '../../api/hooks';
import { notifier } from '../../app/notifier';
import '../product/product.css';
import '../trade/screens.css';
import './riskCrs.css';

/**
 * Where the questionnaire goes once submitted: the `redirect` query when it is a path of this app (a
 * purchase waiting for the assessment: spec 02 §5), else the result page. Anything else (another origin, a
 * protocol-relative `//host`) is ignored.
 */
export function afterQuestionnaire(redirect: string | null): string {
  return redirect && /^\/(?!\/)/.test(redirect) && !redirect.includes('://')
    ? redirect
    : '/account/riskResult';
}

/** The calls whose cached answers a submitted questionnaire changes (the result, the purchase's pre-info). */
const RENEWED_CALLS = [riskCrs.queryRiskQA, riskCrs.queryRisk, trading.tradePreInfo];

/**
 * 风险测评问卷 (/account/riskQuestions; spec 03 §2 riskQuestions, spec 01 §7.9 queryRiskQuestion and
 * updateRiskQA; issue 15 §4): the institution questionnaire, one radio group per question (its title is the
 * group's accessible name), a count of answered questions, and 提交问卷. An unanswered question is named and
 * focused before anything is sent (the server refuses it too, FD1381). Once scored, the page goes back to the
 * purchase that sent it here (`?redirect=`, the expired-assessment dialog of spec 02 §5) or to the result.
 * @see spec 01 §7.9; spec 02 §5 (risk assessment expired); core rules/riskQuestionnaire.ts
 */
export function RiskQuestionsPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const questions = useCall(riskCrs.queryRiskQuestion, {});
  const submit = useMutationCall(riskCrs.updateRiskQA);
  const revalidate = useRevalidateCalls(RENEWED_CALLS);
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [unanswered, setUnanswered] = useState<number | null>(null);
  const groups = useRef(new Map<string, HTMLDivElement | null>());
  const list = questions.data?.questions ?? [];
  const answered = list.filter((q) => answers[q.questionId]).length;
  const redirect = params.get('redirect');

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const missing = list.findIndex((q) => !answers[q.questionId]);
    if (missing !== -1) {
      setUnanswered(missing + 1);
      groups.current.get(list[missing]!.questionId)?.querySelector('input')?.focus();
      return;
    }
    setUnanswered(null);
    const result = await submit.trigger({
      answers: list.map((q) => ({ questionId: q.questionId, answer: answers[q.questionId]! })),
    });
    await revalidate();
    notifier.success(`${t('riskResult.done')}：${result.riskTypeDesc}`);
    void navigate(afterQuestionnaire(redirect), { replace: true });
  };

  return (
    <div className="fd-product fd-screens fd-risk-crs">
      <Card className="fd-page-head">
        <h2 className="fd-page-title">{t('riskQ.title')}</h2>
        <Tag minimal round aria-live="polite">
          {t('riskQ.progress', { answered, total: list.length })}
        </Tag>
      </Card>
      <Card>
        <p className="fd-note">{t('riskQ.intro')}</p>
        <CallStatus loading={questions.isLoading} error={questions.error} />
        <form onSubmit={(event) => void onSubmit(event).catch(() => undefined)} noValidate>
          <ol className="fd-risk-questions">
            {list.map((q, index) => (
              <li key={q.questionId}>
                <div ref={(el) => void groups.current.set(q.questionId, el)}>
                  <RadioGroup
                    label={`${index + 1}. ${q.title}`}
                    name={q.questionId}
                    inline
                    selectedValue={answers[q.questionId]}
                    onChange={(event) => {
                      const value = event.currentTarget.value;
                      setAnswers((current) => ({ ...current, [q.questionId]: value }));
                    }}
                    className={unanswered === index + 1 ? 'fd-risk-questions--missing' : undefined}
                  >
                    {q.options.map((option) => (
                      <Radio
                        key={option.value}
                        value={option.value}
                        label={`${option.value}. ${option.text}`}
                      />
                    ))}
                  </RadioGroup>
                </div>
              </li>
            ))}
          </ol>
          {unanswered !== null ? (
            <Callout intent="warning" role="alert">
              {t('riskQ.unanswered', { question: unanswered })}
            </Callout>
          ) : null}
          <div className="fd-risk-crs__actions">
            <Button type="submit" intent="primary" loading={submit.isMutating} disabled={list.length === 0}>
              {t('riskQ.submit')}
            </Button>
            {redirect ? <span className="fd-note">{t('riskQ.backToPurchase')}</span> : null}
          </div>
        </form>
      </Card>
    </div>
  );
}
