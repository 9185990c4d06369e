/**
 * Synthetic resident ID card images for the ID document tests and the OCR benchmark (issue 15 §1: "tests
 * on synthetic card images that the tests render, never real people's documents"). A card is an HTML page
 * in the CJK font of setup-system.sh (wqy-microhei), photographed by Debian's chromium (playwright-core):
 * the front (人像面) with name, gender, nation, birth date, address and number, the back (国徽面) with the
 * authority and validity. Every card says 测试样本 and carries no photograph.
 */
import { chromium } from 'playwright-core';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const esc = (text) => String(text).replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** The CSS of a card photograph: rotated by `rotate` degrees, blurred by `blur` px. */
function frame(body, { rotate = 0, blur = 0 } = {}) {
  return `<!doctype html><html><head><meta charset="utf-8"><style>
  html,body{margin:0;background:#fff}
  body{width:1000px;height:1000px;display:flex;align-items:center;justify-content:center}
  .card{width:856px;height:540px;box-sizing:border-box;border-radius:24px;background:#f4f7fb;border:2px solid #b9c6d6;
    position:relative;font-family:'WenQuanYi Micro Hei','WenQuanYi Zen Hei',sans-serif;color:#111;
    transform:rotate(${rotate}deg);filter:blur(${blur}px)}
  .l{position:absolute;left:48px;font-size:28px;color:#3f5a78;letter-spacing:8px}
  .v{position:absolute;left:200px;font-size:34px;letter-spacing:2px}
  .num{position:absolute;left:48px;bottom:56px;font-size:40px;letter-spacing:4px}
  .num .l{position:static;margin-right:28px}
  .tag{position:absolute;left:48px;top:14px;font-size:18px;color:#8a9bb0}
  .photo{position:absolute;right:56px;top:90px;width:200px;height:250px;border:2px dashed #b9c6d6;border-radius:8px}
  .title{position:absolute;left:0;right:0;text-align:center;font-size:44px;letter-spacing:12px}
  </style></head><body><div class="card">${body}</div></body></html>`;
}

/**
 * The HTML of a card's front. `fields`: name, gender, nation, birth ({y, m, d}), address, credNumber.
 */
export function frontHtml(fields, look) {
  const [line1, line2] = [fields.address.slice(0, 11), fields.address.slice(11)];
  return frame(
    `<div class="tag">测试样本</div>
    <span class="l" style="top:60px">姓名</span><span class="v" style="top:54px">${esc(fields.name)}</span>
    <span class="l" style="top:130px">性别</span><span class="v" style="top:124px">${esc(fields.gender)}</span>
    <span class="l" style="top:130px;left:330px">民族</span><span class="v" style="top:124px;left:470px">${esc(fields.nation)}</span>
    <span class="l" style="top:200px">出生</span><span class="v" style="top:194px">${fields.birth.y} 年 ${fields.birth.m} 月 ${fields.birth.d} 日</span>
    <span class="l" style="top:270px">住址</span><span class="v" style="top:264px">${esc(line1)}</span>
    ${line2 ? `<span class="v" style="top:316px">${esc(line2)}</span>` : ''}
    <div class="photo"></div>
    <div class="num"><span class="l">公民身份号码</span>${esc(fields.credNumber)}</div>`,
    look,
  );
}

/** The HTML of a card's back. `fields`: authority, validity (as printed: `2016.03.01-2036.03.01`). */
export function backHtml(fields, look) {
  return frame(
    `<div class="tag">测试样本</div>
    <div class="title" style="top:70px">中华人民共和国</div>
    <div class="title" style="top:150px;font-size:56px">居民身份证</div>
    <span class="l" style="top:340px">签发机关</span><span class="v" style="top:334px;left:240px">${esc(fields.authority)}</span>
    <span class="l" style="top:410px">有效期限</span><span class="v" style="top:404px;left:240px">${esc(fields.validity)}</span>`,
    look,
  );
}

/** Any page that is not an ID card (a bill with text), for the not-an-ID-card refusal. */
export function notCardHtml() {
  return frame(
    `<div class="title" style="top:80px">增值税普通发票</div>
    <span class="l" style="top:220px">购买方</span><span class="v" style="top:214px;left:240px">测试科技有限公司</span>
    <span class="l" style="top:300px">金额</span><span class="v" style="top:294px;left:240px">壹仟元整</span>
    <span class="l" style="top:380px">开票日期</span><span class="v" style="top:374px;left:240px">2026年01月05日</span>`,
  );
}

/**
 * A renderer of card images: one chromium for many cards. `render(html)` answers PNG bytes of the
 * 1000 x 1000 px photograph (`jpeg: true` for JPEG). Close it when done.
 */
export async function cardRenderer() {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const page = await browser.newPage({ viewport: { width: 1000, height: 1000 } });
  return {
    async render(html, options = {}) {
      await page.setContent(html);
      await page.evaluate(() => document.fonts.ready);
      const bytes = await page.screenshot(options.jpeg ? { type: 'jpeg', quality: 90 } : { type: 'png' });
      return new Uint8Array(bytes);
    },
    close: () => browser.close(),
  };
}

const SURNAMES = ['张', '王', '李', '赵', '刘', '陈', '杨', '黄', '周', '吴'];
const GIVEN = [
  '伟',
  '芳',
  '娜',
  '敏',
  '静',
  '丽',
  '强',
  '磊',
  '军',
  '洋',
  '勇',
  '艳',
  '杰',
  '娟',
  '涛',
  '明',
  '超',
  '秀兰',
  '霞',
  '平',
];
const PLACES = [
  ['110101', '北京市东城区', '北京市公安局东城分局'],
  ['310104', '上海市徐汇区', '上海市公安局徐汇分局'],
  ['440106', '广州市天河区', '广州市公安局天河分局'],
  ['330106', '杭州市西湖区', '杭州市公安局西湖分局'],
  ['510107', '成都市武侯区', '成都市公安局武侯分局'],
];
const STREETS = ['和平路', '建设大街', '人民路', '解放街', '文化路', '中山路', '长江路', '新华街'];
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];

/** The GB 11643-1999 check character of 17 digits. */
export function checkCharacter(first17) {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * WEIGHTS[i];
  return '10X98765432'[sum % 11];
}

/**
 * The `index`-th synthetic person (deterministic): front fields, back fields, and what OCR should read
 * (`expected`: name, gender, nation, birthDate, address, credNumber, authority, validFrom, validTo).
 * `validTo` may be set (`'长期'` or a `YYYY.MM.DD`) to force a validity.
 */
export function syntheticPerson(index, options = {}) {
  const [code, city, authority] = PLACES[index % PLACES.length];
  const name = SURNAMES[index % SURNAMES.length] + GIVEN[(index * 7) % GIVEN.length];
  const y = 1960 + ((index * 3) % 40);
  const m = 1 + ((index * 5) % 12);
  const d = 1 + ((index * 11) % 28);
  const gender = index % 2 === 0 ? '男' : '女';
  const seq = String(100 + ((index * 37) % 800)).padStart(3, '0');
  const genderDigit = gender === '男' ? String(1 + 2 * (index % 5)) : String(2 * (index % 5));
  const first17 = `${code}${y}${String(m).padStart(2, '0')}${String(d).padStart(2, '0')}${seq.slice(0, 2)}${genderDigit}`;
  const credNumber = first17 + checkCharacter(first17);
  const address = `${city}${STREETS[index % STREETS.length]}${10 + index}号${1 + (index % 9)}栋${1 + (index % 3)}单元${101 + index}室`;
  const fromYear = 2012 + (index % 12);
  const from = `${fromYear}.${String(m).padStart(2, '0')}.${String(d).padStart(2, '0')}`;
  const to =
    options.validTo ??
    (index % 4 === 3
      ? '长期'
      : `${fromYear + 20}.${String(m).padStart(2, '0')}.${String(d).padStart(2, '0')}`);
  const iso = (dotted) => dotted.replace(/\./g, '-');
  return {
    front: { name, gender, nation: '汉', birth: { y, m, d }, address, credNumber },
    back: { authority, validity: `${from}-${to}` },
    expected: {
      name,
      gender,
      nation: '汉',
      birthDate: `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`,
      address,
      credNumber,
      authority,
      validFrom: iso(from),
      validTo: to === '长期' ? '长期' : iso(to),
    },
  };
}
