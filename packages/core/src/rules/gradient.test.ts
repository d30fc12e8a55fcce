import { describe, expect, it } from 'vitest';
import { normalizeGradient, parseGradient } from './gradient';

describe('theme gradients', () => {
  it('rebuilds a valid gradient in one canonical form', () => {
    expect(normalizeGradient('linear-gradient(135deg, #1E3C72 0%, #2a5298 100%)')).toBe(
      'linear-gradient(135deg, #1e3c72 0%, #2a5298 100%)',
    );
    expect(
      normalizeGradient('linear-gradient(to right,rgba(10,20,30,.5) 10%, hsl(200 50% 40%), navy)'),
    ).toBe('linear-gradient(90deg, rgba(10, 20, 30, 0.5) 10%, hsl(200, 50%, 40%), navy)');
  });

  it('turns sides and other angle units into degrees, and defaults to top to bottom', () => {
    expect(parseGradient('linear-gradient(to top left, red, blue)')?.angle).toBe(315);
    expect(parseGradient('linear-gradient(0.25turn, red, blue)')?.angle).toBe(90);
    expect(parseGradient('linear-gradient(-90deg, red, blue)')?.angle).toBe(270);
    expect(parseGradient('linear-gradient(red, blue)')?.angle).toBe(180);
  });

  it.each([
    ['url(', 'linear-gradient(45deg, url(https://evil.example/x.png), red)'],
    ['a semicolon', 'linear-gradient(45deg, red, blue); background: url(x)'],
    ['an unknown function', 'linear-gradient(45deg, expression(alert(1)), red)'],
    ['var()', 'linear-gradient(45deg, var(--x), red)'],
    ['nested functions', 'linear-gradient(45deg, rgb(calc(1), 2, 3), red)'],
    ['another kind of gradient', 'radial-gradient(circle, red, blue)'],
    ['one colour', 'linear-gradient(45deg, red)'],
    ['an unknown colour word', 'linear-gradient(45deg, red, notacolor)'],
    ['a channel out of range', 'linear-gradient(45deg, rgb(300, 0, 0), red)'],
    ['a stop past 100%', 'linear-gradient(45deg, red 120%, blue)'],
    ['text after the gradient', 'linear-gradient(45deg, red, blue) no-repeat'],
    ['eleven stops', `linear-gradient(45deg, ${Array(11).fill('red').join(', ')})`],
    ['plain words', 'a warm sunset'],
  ])('refuses %s', (_name, text) => {
    expect(normalizeGradient(text)).toBeNull();
  });

  it('refuses what is not text', () => {
    expect(normalizeGradient(undefined)).toBeNull();
    expect(normalizeGradient(null)).toBeNull();
  });
});
