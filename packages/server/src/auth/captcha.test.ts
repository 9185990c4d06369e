import { describe, expect, it } from 'vitest';
import { CAPTCHA_ALPHABET, CAPTCHA_LENGTH, randomCaptchaText, renderCaptchaSvg } from './captcha.js';

describe('captcha image (spec 01 §7.3 checkKaptcha, §7.4)', () => {
  it('draws every character of the alphabet as a path, never as text', () => {
    const svg = renderCaptchaSvg(CAPTCHA_ALPHABET);
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).not.toContain('<text');
    expect(svg.match(/stroke-linecap="round"/g)).toHaveLength(CAPTCHA_ALPHABET.length);
  });

  it('answers 4 characters of an alphabet without look-alikes', () => {
    for (let i = 0; i < 50; i++) {
      const text = randomCaptchaText();
      expect(text).toHaveLength(CAPTCHA_LENGTH);
      expect([...text].every((c) => CAPTCHA_ALPHABET.includes(c))).toBe(true);
    }
    for (const lookAlike of ['0', 'O', '1', 'I', 'L', '5', 'S', '2', 'Z', '8', 'B', 'G', 'Q']) {
      expect(CAPTCHA_ALPHABET).not.toContain(lookAlike);
    }
  });

  it('never draws the same image twice for the same text (noise and jitter)', () => {
    expect(renderCaptchaSvg('ACE3')).not.toBe(renderCaptchaSvg('ACE3'));
  });
});
