import { ErrorCode } from '@funddesk/core';
import { describe, expect, it } from 'vitest';
import { imageTypeOf, parseBack, parseFront, readIdCard, readTsv, type OcrEngine } from './ocr.js';

/** A tesseract TSV of `lines` (each line one word), with confidence `conf`. */
function tsv(lines: readonly string[], conf = 95): string {
  const header =
    'level\tpage_num\tblock_num\tpar_num\tline_num\tword_num\tleft\ttop\twidth\theight\tconf\ttext';
  const rows = lines.map(
    (text, i) => `5\t1\t1\t1\t${String(i + 1)}\t1\t0\t0\t10\t10\t${String(conf)}\t${text}`,
  );
  return [header, ...rows].join('\n');
}

const engine = (lines: readonly string[], conf = 95, rotate = 0): OcrEngine => ({
  recognise: () => Promise.resolve(tsv(lines, conf)),
  orientation: () => Promise.resolve({ rotate, confidence: 2 }),
});

const clock = () => 0;
const FRONT = [
  '测试样本',
  '姓 名    王磊',
  '性 别    女     民族    汉',
  '出 生     1963 年6月12 日',
  '住址    上海市徐汇区建设大街1',
  '1号',
  '公民身份号码 310104196306121325',
];

describe('ID image content check: magic bytes, not the name (issue 15 bad input)', () => {
  it('knows JPEG and PNG by their first bytes and nothing else (a PDF renamed .jpg)', () => {
    expect(imageTypeOf(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(imageTypeOf(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe(
      'image/png',
    );
    expect(imageTypeOf(new TextEncoder().encode('%PDF-1.4'))).toBeNull();
    expect(imageTypeOf(new Uint8Array())).toBeNull();
  });
});

describe('reading the card sides from OCR lines (spec 01 §7.8 sfzFrontOcr / sfzBackOcr)', () => {
  it('reads the front: name, gender, nation, birth date, an address over two lines, the number', () => {
    expect(parseFront(FRONT)).toEqual({
      name: '王磊',
      gender: '女',
      nation: '汉',
      birthDate: '1963-06-12',
      address: '上海市徐汇区建设大街11号',
      credNumber: '310104196306121325',
    });
  });

  it('drops the marks OCR reads between a label and its value', () => {
    expect(parseBack(['签发机关 ”广州市公安局天河分局', '有效期限 :2016.03.01-长期|'])).toEqual({
      authority: '广州市公安局天河分局',
      validFrom: '2016-03-01',
      validTo: '长期',
    });
  });

  it('reads a lower-case x check character as X', () => {
    expect(parseFront(['姓名张三', '公民身份号码11010519491231002x'])?.credNumber).toBe('11010519491231002X');
  });

  it('reads the back: authority and validity, a long-term end kept as written', () => {
    expect(
      parseBack([
        '中华人民共和国',
        '居民身份证',
        '签发机关 上海市公安局徐汇分局',
        '有效期限 2013.06.12-2033.06.12',
      ]),
    ).toEqual({
      authority: '上海市公安局徐汇分局',
      validFrom: '2013-06-12',
      validTo: '2033-06-12',
    });
    expect(parseBack(['签发机关北京市公安局', '有效期限2016.03.01-长期'])?.validTo).toBe('长期');
    expect(parseBack(['有效期限2016.03.01-永久'])?.validTo).toBe('永久');
  });

  it('answers null for lines that are not the side', () => {
    expect(parseFront(['增值税普通发票', '购买方 测试科技有限公司'])).toBeNull();
    expect(parseBack(FRONT)).toBeNull();
  });

  it('joins a TSV into lines and averages the word confidence', () => {
    expect(readTsv(tsv(['甲', '乙'], 80))).toEqual({ lines: ['甲', '乙'], meanConfidence: 80 });
  });
});

describe('refusals of an unreadable image (issue 15 bad input)', () => {
  it('rotated: FD1205 when the orientation detection says turn it', async () => {
    await expect(
      readIdCard(new Uint8Array(), 'sfzFrontOcr', clock, engine(['口 只'], 30, 270)),
    ).rejects.toMatchObject({
      code: ErrorCode.IdImageRotated,
    });
  });

  it('blurred: FD1204 with little or low-confidence text', async () => {
    await expect(readIdCard(new Uint8Array(), 'sfzFrontOcr', clock, engine([]))).rejects.toMatchObject({
      code: ErrorCode.IdImageBlurred,
    });
    await expect(
      readIdCard(new Uint8Array(), 'sfzFrontOcr', clock, engine(['某某某某某某某某某某'], 30)),
    ).rejects.toMatchObject({ code: ErrorCode.IdImageBlurred });
  });

  it('not an ID card: FD1203 with readable text without the side asked', async () => {
    await expect(
      readIdCard(new Uint8Array(), 'sfzBackOcr', clock, engine(['增值税普通发票', '购买方测试科技有限公司'])),
    ).rejects.toMatchObject({ code: ErrorCode.IdImageNotCard, detail: { side: '国徽面' } });
  });

  it('a readable front answers its fields', async () => {
    const reading = await readIdCard(new Uint8Array(), 'sfzFrontOcr', clock, engine(FRONT));
    expect(reading).toMatchObject({ side: 'front', front: { name: '王磊' } });
  });
});
