import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { afterQuestionnaire } from './RiskQuestionsPage';
import { aRiskResult, openRiskCrs, riskQuestions } from './riskTesting';

afterEach(cleanup);

describe('风险测评问卷 (/account/riskQuestions; spec 01 §7.9 updateRiskQA; spec 02 §5; issue 15 §4)', () => {
  it('names the first unanswered question and sends nothing until every question is answered', async () => {
    const { gateway } = openRiskCrs('/account/riskQuestions', {
      queryRiskQuestion: riskQuestions,
      updateRiskQA: () => aRiskResult(),
    });
    fireEvent.click(await screen.findByRole('radio', { name: 'A. 政府机关、事业单位或非营利组织' }));
    fireEvent.click(screen.getByRole('button', { name: '提交问卷' }));
    expect(await screen.findByText('请完成第 2 题')).toBeTruthy();
    expect(gateway.requests('updateRiskQA')).toHaveLength(0);
    expect(screen.getByText('已答 1 / 10 题')).toBeTruthy();
  });

  it('submits the ten answers and goes back to the purchase that sent it here, amount kept', async () => {
    const { gateway, router } = openRiskCrs(
      `/account/riskQuestions?redirect=${encodeURIComponent('/trade/buy?fundCode=000001&amount=1000.00')}`,
      {
        queryRiskQuestion: riskQuestions,
        updateRiskQA: () => aRiskResult(),
        queryRiskQA: () => aRiskResult(),
      },
    );
    await screen.findByText('1. 贵机构的性质是？');
    for (const group of screen.getAllByRole('radiogroup')) {
      fireEvent.click(group.querySelectorAll('input[type="radio"]')[3]!);
    }
    expect(screen.getByText('提交后将返回继续购买')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '提交问卷' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/trade/buy'));
    expect(router.state.location.search).toBe('?fundCode=000001&amount=1000.00');
    const [request] = gateway.requests('updateRiskQA') as {
      answers: { questionId: string; answer: string }[];
    }[];
    expect(request!.answers).toHaveLength(10);
    expect(request!.answers.every((a) => a.answer === 'D')).toBe(true);
  });

  it('only returns to a path of this app (never another origin)', () => {
    expect(afterQuestionnaire('/trade/buy?fundCode=000001')).toBe('/trade/buy?fundCode=000001');
    expect(afterQuestionnaire('//evil.example/x')).toBe('/account/riskResult');
    expect(afterQuestionnaire('https://evil.example')).toBe('/account/riskResult');
    expect(afterQuestionnaire(null)).toBe('/account/riskResult');
  });
});

describe('风险测评结果 (/account/riskResult; spec 02 §3 risk info)', () => {
  it('shows the level, type, expiry and an expired assessment, with the way to retake it', async () => {
    openRiskCrs('/account/riskResult', {
      queryRiskQA: () =>
        aRiskResult({
          expired: true,
          expireDate: '2025-06-30',
          score: null,
          assessedOn: null,
          history: [
            {
              personName: '韩雪',
              loginName: 'riskexp01',
              groupId: '10000001',
              corpName: '鼎元投资管理有限公司',
              score: 70,
              riskLevel: 'zxfxdj_4',
              assessedOn: '2024-07-01',
              expireDate: '2025-06-30',
              submittedAt: '2024-07-01T10:00:00.000+08:00',
            },
          ],
        }),
    });
    expect(await screen.findByText('已过期')).toBeTruthy();
    expect(screen.getAllByText('中高风险').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: '重新测评' }).getAttribute('href')).toBe(
      '/account/riskQuestions',
    );
    expect(screen.getByRole('table', { name: '测评记录' }).textContent).toContain('韩雪（riskexp01）');
  });
});
