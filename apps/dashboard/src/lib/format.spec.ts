import { commitCountText, compactCount, durationText } from './format';

describe('commitCountText', () => {
  it('says "1 commit" for one and "N commits" otherwise (spec §2)', () => {
    expect(commitCountText(1)).toBe('1 commit');
    expect(commitCountText(2)).toBe('2 commits');
    expect(commitCountText(0)).toBe('0 commits');
  });
});

describe('durationText', () => {
  it('writes milliseconds below a tenth of a second, else seconds with one decimal', () => {
    expect(durationText(46)).toBe('46ms');
    expect(durationText(100)).toBe('0.1s');
    expect(durationText(1340)).toBe('1.3s');
    expect(durationText(4200)).toBe('4.2s');
    expect(durationText(12_000)).toBe('12.0s');
  });
});

describe('compactCount', () => {
  it('writes counts below 1000 in full, then in thousands and millions rounded down to a tenth', () => {
    expect(compactCount(0)).toBe('0');
    expect(compactCount(999)).toBe('999');
    expect(compactCount(1000)).toBe('1k');
    expect(compactCount(1250)).toBe('1.2k');
    expect(compactCount(999_999)).toBe('999.9k');
    expect(compactCount(1_000_000)).toBe('1M');
    expect(compactCount(3_456_789)).toBe('3.4M');
  });
});
