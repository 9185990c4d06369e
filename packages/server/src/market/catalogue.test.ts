import { describe, expect, it } from 'vitest';
import { FundSearchIndex, normaliseKeyword, type FundRecord } from './catalogue.js';

const fund = (fundId: string, shortName: string, pinyin: string, pinyinFull = ''): FundRecord => ({
  fundId,
  shortName,
  pinyin,
  pinyinFull,
  publishedType: '混合型-偏股',
  fundTypeCode: 'A',
  hasProfile: false,
  hasNav: false,
  company: '',
  fullName: null,
  riskLevel: 'zxfxdj_3',
  declareStatus: 1,
  subStatus: 0,
  fundStatus: 0,
  openDayCode: '230',
  summaryPdf: 'x',
  cantTradeCertificateType: [],
  minLimit: '10.00',
  maxLimit: '999999999.00',
  dailyMaxValue: '999999999.00',
  template: 3,
  exchange: true,
  feeScheduleId: 's',
  manageFeeE6: 0,
  custodyFeeE6: 0,
  sizeYuan: null,
  sizeDate: null,
  simulatedFields: [],
});

const index = new FundSearchIndex([
  fund('000001', '华夏成长混合', 'HXCZHH', 'HUAXIACHENGZHANGHUNHE'),
  fund('000011', '华夏大盘精选混合A', 'HXDPJXHHA', 'HUAXIADAPANJINGXUANHUNHEA'),
  fund('110001', '易方达平稳增长混合', 'YFDPWZZHH', 'YIFANGDAPINGWENZENGZHANGHUNHE'),
  fund('110011', '易方达优质精选混合(QDII)', 'YFDYZJXHHQDII', 'YIFANGDAYOUZHIJINGXUANHUNHEQDII'),
  fund('110022', '易方达消费行业股票', 'YFDXFHYGP', 'YIFANGDAXIAOFEIHANGYEGUPIAO'),
  fund('161725', '招商中证白酒指数(LOF)A', 'ZSZZBJZSLOFA', 'ZHAOSHANGZHONGZHENGBAIJIUZHISHULOFA'),
  fund('519001', '银华价值优选混合', 'YHJZYXHH', 'YINHUAJIAZHIYOUXUANHUNHE'),
  fund('000300', '某某沪深300指数增强', 'MMHS300ZSZQ', 'MOUMOUHUSHEN300ZHISHUZENGQIANG'),
]);
const codes = (keyword: string): string[] => index.search(keyword).map((f) => f.fundId);

describe('fund search ranking (spec 02 §7 fundSearch: code prefix, Chinese name, pinyin; spec 03 §5)', () => {
  it('exact code first, then code prefixes in code order', () => {
    expect(codes('110011')).toEqual(['110011']);
    expect(codes('1100')).toEqual(['110001', '110011', '110022']);
    expect(codes('000001')).toEqual(['000001']);
  });

  it('Chinese name prefix: 易方达 finds the 易方达 funds, shorter names first, then by code', () => {
    expect(codes('易方达')).toEqual(['110001', '110022', '110011']);
  });

  it('pinyin abbreviation prefix, case-insensitive: YFD and yfd', () => {
    expect(codes('YFD')).toEqual(['110001', '110022', '110011']);
    expect(codes('yfd')).toEqual(codes('YFD'));
  });

  it('name prefix ranks above name substring, which ranks above pinyin substring', () => {
    expect(codes('精选')).toEqual(['000011', '110011']); // both substrings, shorter name first
    expect(codes('华夏')).toEqual(['000001', '000011']);
    expect(codes('JX')).toEqual(['000011', '110011']); // pinyin substrings
  });

  it('digits match codes first, then names holding them', () => {
    expect(codes('300')).toEqual(['000300']);
    expect(codes('0003')).toEqual(['000300']);
  });

  it('full pinyin prefix finds a fund by its spelled-out name', () => {
    expect(codes('yifangda')).toEqual(['110001', '110022', '110011']);
  });

  it('normalises full-width characters and spaces; caps keywords at 25 characters', () => {
    expect(normaliseKeyword(' ｙｆｄ ')).toBe('YFD');
    expect(normaliseKeyword('a'.repeat(40))).toHaveLength(25);
    expect(codes('Ｙ Ｆ Ｄ')).toEqual(codes('YFD'));
  });

  it('empty keyword lists every fund by code; no match gives nothing (暂无数据)', () => {
    expect(codes('')).toHaveLength(8);
    expect(codes('不存在的基金')).toEqual([]);
  });

  it('repeated queries come from the cache with the same ranking', () => {
    expect(codes('易方达')).toEqual(codes('易方达'));
  });
});
