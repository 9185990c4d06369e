import { describe, expect, it } from 'vitest';
import { CAPTCHA_ALPHABET, CAPTCHA_LENGTH, randomCaptchaText, renderCaptchaSvg } from './captcha.js';

describe('captcha image from svg-captcha (spec 01 §7.4, issue 16 finding 2)', () => {
  it('draws glyphs as filled outlines with noise curves, never as text', () => {
    const svg = renderCaptchaSvg('ACE3');
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).not.toContain('<text');
    expect(svg).not.toContain('ACE3');
    // svg-captcha: one filled path per character, one stroked cubic curve per noise line.
    expect(svg.match(/<path fill="/g)).toHaveLength(4);
    expect(svg.match(/<path d="M[^"]* C[^"]*" stroke="/g)).toHaveLength(5);
  });

  it('draws every character of the alphabet', () => {
    const svg = renderCaptchaSvg(CAPTCHA_ALPHABET);
    expect(svg.match(/<path fill="#?[0-9a-z]+" d="M/gi)).toHaveLength(CAPTCHA_ALPHABET.length);
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

  it('never draws the same image twice for the same text (noise, colours and jitter)', () => {
    expect(renderCaptchaSvg('ACE3')).not.toBe(renderCaptchaSvg('ACE3'));
  });
});
