// npm run bench:ocr: OCR accuracy and time of the ID document capture on 20 synthetic resident ID cards
// (issue 15 "Done when": OCR accuracy on 20 synthetic rendered cards, fields exactly right / total, with the OCR
// time per card).
//  - cards: tests/helpers/idCards.mjs renders 20 deterministic synthetic persons (never a real document) in the
//    CJK font and photographs front and back in chromium; every 4th card is long-term (长期); odd cards go as
//    JPEG, even ones as PNG, as a phone or a scanner would send them;
//  - measured: the server's reader (packages/server account/ocr.ts readIdCard: tesseract chi_sim as a child
//    process, then the field parsing) on each side, one card at a time;
//  - accuracy: the 9 fields of a card (name, gender, nation, birth date, address, number, authority, valid from,
//    valid to) compared exactly with what was printed; printed per field and in total.
// Exits 1 when under BENCH_OCR_MIN_ACCURACY (default 0.9) of the fields are exactly right.
import { performance } from 'node:perf_hooks';
import { readIdCard } from '../../packages/server/dist/account/ocr.js';
import { backHtml, cardRenderer, frontHtml, syntheticPerson } from '../helpers/idCards.mjs';
import { checks, quantiles } from './lib.mjs';

const CARDS = Number(process.env.BENCH_OCR_CARDS ?? 20);
const MIN_ACCURACY = Number(process.env.BENCH_OCR_MIN_ACCURACY ?? 0.9);
const FIELDS = [
  'name',
  'gender',
  'nation',
  'birthDate',
  'address',
  'credNumber',
  'authority',
  'validFrom',
  'validTo',
];

const { check, failures } = checks();
const renderer = await cardRenderer();
const right = Object.fromEntries(FIELDS.map((field) => [field, 0]));
const perCard = [];
const misses = [];
let exitCode = 1;
try {
  console.log(`FundDesk OCR bench: ${CARDS} synthetic resident ID cards (front and back), tesseract chi_sim`);
  for (let i = 0; i < CARDS; i++) {
    const person = syntheticPerson(i);
    const jpeg = i % 2 === 1;
    const front = await renderer.render(frontHtml(person.front), { jpeg });
    const back = await renderer.render(backHtml(person.back), { jpeg });
    const started = performance.now();
    const read = { front: {}, back: {} };
    for (const [side, image, type] of [
      ['front', front, 'sfzFrontOcr'],
      ['back', back, 'sfzBackOcr'],
    ]) {
      try {
        const reading = await readIdCard(image, type, () => performance.now());
        read[side] = reading.side === 'front' ? reading.front : reading.back;
      } catch (error) {
        misses.push(`card ${i + 1} ${side}: refused ${error.code ?? error.message}`);
      }
    }
    perCard.push(performance.now() - started);
    const got = { ...read.front, ...read.back };
    let cardRight = 0;
    for (const field of FIELDS) {
      if (got[field] === person.expected[field]) {
        right[field] += 1;
        cardRight += 1;
      } else
        misses.push(
          `card ${i + 1} ${field}: read ${JSON.stringify(got[field] ?? null)}, printed ${JSON.stringify(person.expected[field])}`,
        );
    }
    console.log(
      `  card ${String(i + 1).padStart(2)} ${jpeg ? 'JPEG' : 'PNG '} ${cardRight}/${FIELDS.length} fields right, ${perCard.at(-1).toFixed(0)} ms`,
    );
  }
  const total = FIELDS.length * CARDS;
  const exact = Object.values(right).reduce((a, b) => a + b, 0);
  console.log('\nfields exactly right, per field:');
  for (const field of FIELDS) console.log(`  ${field.padEnd(10)} ${right[field]}/${CARDS}`);
  const time = quantiles(perCard);
  console.log(`\naccuracy: ${exact}/${total} fields exactly right (${((100 * exact) / total).toFixed(1)} %)`);
  console.log(
    `OCR time per card (front + back): median ${time.median.toFixed(0)} ms, p95 ${time.p95.toFixed(0)} ms, ` +
      `min ${time.min.toFixed(0)} ms, max ${time.max.toFixed(0)} ms`,
  );
  if (misses.length > 0) console.log(`\nmisses:\n  ${misses.join('\n  ')}`);
  check(
    `at least ${(MIN_ACCURACY * 100).toFixed(0)} % of the fields exactly right`,
    exact / total >= MIN_ACCURACY,
    `${exact}/${total}`,
  );
  exitCode = failures.length === 0 ? 0 : 1;
} finally {
  await renderer.close();
}
process.exit(exitCode);
