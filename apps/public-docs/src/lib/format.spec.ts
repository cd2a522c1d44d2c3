import { commitsText, percentText, secondsText, shareText, shortSha, sizeText, starsText } from './format';

describe('the figures of the documentation pages', () => {
  it('writes generation time as seconds with two decimals (spec §2)', () => {
    expect(secondsText(1234)).toBe('1.23s');
    expect(secondsText(0)).toBe('0.00s');
    expect(secondsText(61_005)).toBe('61.01s');
  });

  it('writes sizes in decimal KB and MB', () => {
    expect(sizeText(200_000)).toBe('200 KB');
    expect(sizeText(1_764_321)).toBe('1.8 MB');
    expect(sizeText(12)).toBe('1 KB');
  });

  it('writes scores as whole percents', () => {
    expect(percentText(87.4)).toBe('87%');
    expect(percentText(100)).toBe('100%');
    expect(shareText(0.956)).toBe('96%');
  });

  it('counts stars and commits in words', () => {
    expect(starsText(1)).toBe('1 star');
    expect(starsText(12874)).toBe('12,874 stars');
    expect(commitsText(1)).toBe('1 commit');
    expect(commitsText(3)).toBe('3 commits');
  });

  it('shortens a SHA to seven characters', () => {
    expect(shortSha('1234567890abcdef')).toBe('1234567');
  });
});
