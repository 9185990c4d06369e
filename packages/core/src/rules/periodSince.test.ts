import { describe, expect, it } from 'vitest';
import { renderMessage } from '../messages/ruleMessage.js';
import { sinceLabelOf, INCEPTION_COVER_DAYS } from './periodSince.js';

describe('成立以来 labelled by what the data covers (issue 17 §3; spec 03 §7 periodrate, data README: NAV since 2021)', () => {
  it('a fund founded in 2001 whose data starts in 2021 is labelled 2021年以来, not 成立以来', () => {
    const label = sinceLabelOf({ establishDate: '2001-12-18', dataFrom: '2021-01-04' });
    expect(label).toEqual({ code: 'honest.period.sinceYear', params: { year: '2021' } });
    expect(renderMessage(label)).toBe('2021年以来');
  });

  it('a fund whose data starts at its inception keeps 成立以来', () => {
    expect(sinceLabelOf({ establishDate: '2022-03-01', dataFrom: '2022-03-04' })).toEqual({
      code: 'product.period.since',
    });
    expect(sinceLabelOf({ establishDate: '2022-03-01', dataFrom: '2022-03-01' }).code).toBe(
      'product.period.since',
    );
  });

  it(`the first NAV may come up to ${INCEPTION_COVER_DAYS} days after inception; later than that is the data's start`, () => {
    expect(sinceLabelOf({ establishDate: '2022-03-01', dataFrom: '2022-03-31' }).code).toBe(
      'product.period.since',
    );
    expect(sinceLabelOf({ establishDate: '2020-12-01', dataFrom: '2021-01-04' })).toEqual({
      code: 'honest.period.sinceYear',
      params: { year: '2021' },
    });
  });

  it('without an inception date the figure is labelled by the data start; without data it stays 成立以来', () => {
    expect(sinceLabelOf({ establishDate: null, dataFrom: '2021-01-04' })).toEqual({
      code: 'honest.period.sinceYear',
      params: { year: '2021' },
    });
    expect(sinceLabelOf({ establishDate: '2001-12-18', dataFrom: null })).toEqual({
      code: 'product.period.since',
    });
  });
});
