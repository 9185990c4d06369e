import { createMemoryRouter } from 'react-router';
import { RISK_OPTION_VALUES, RISK_QUESTION_IDS, t, type RiskResult } from '@funddesk/core';
import {
  fakeGateway,
  type FakeGateway,
  type FakeHandler,
  renderRouted,
} from '../product/testing/fakeGateway';
import { riskCrsRoutes } from './riskRoutes';

/**
 * Renders the risk/CRS/hosting/product routes at `path` with a fake gateway answering `handlers`, plus a
 * stand-in buy page at /trade/buy (the questionnaire's way back).
 */
export function openRiskCrs(
  path: string,
  handlers: Record<string, FakeHandler>,
): { gateway: FakeGateway; router: ReturnType<typeof createMemoryRouter> } {
  const gateway = fakeGateway(handlers);
  const router = createMemoryRouter(
    [
      ...riskCrsRoutes.map((route) => ({ ...route, path: `/${route.path ?? ''}` })),
      { path: '/trade/buy', element: <p>buy</p> },
    ],
    { initialEntries: [path] },
  );
  renderRouted(gateway, router);
  return { gateway, router };
}

/** queryRiskQuestion's answer: the catalogue's ten questions. */
export const riskQuestions = () => ({
  questions: RISK_QUESTION_IDS.map((questionId) => ({
    questionId,
    title: t(`riskQ.${questionId}.title`),
    options: RISK_OPTION_VALUES.map((value) => ({ value, text: t(`riskQ.${questionId}.${value}`) })),
  })),
});

/** An assessment result (queryRiskQA, updateRiskQA). */
export function aRiskResult(overrides: Partial<RiskResult> = {}): RiskResult {
  return {
    riskType: 'zxfxdj_4',
    riskTypeDesc: '成长型',
    expireDate: '2027-02-12',
    expired: false,
    daysLeft: 364,
    score: 70,
    assessedOn: '2026-02-13',
    today: '2026-02-13',
    history: [],
    ...overrides,
  };
}
