import { hygieneOf, isRefused, QUALITY_WEIGHTS, qualityScoreOf } from './score.js';

const perfect = { truthfulness: 1, completeness: 1, coverage: 1, diagrams: 1, hygiene: 1, substance: 1 };

describe('score', () => {
  it('weighs truthfulness 0.3, coverage and substance 0.2, completeness 0.15, diagrams 0.1, hygiene 0.05', () => {
    expect(QUALITY_WEIGHTS).toEqual({ truthfulness: 0.3, completeness: 0.15, coverage: 0.2, diagrams: 0.1, hygiene: 0.05, substance: 0.2 });
    expect(Object.values(QUALITY_WEIGHTS).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 10);
    expect(qualityScoreOf(perfect)).toBe(100);
    expect(qualityScoreOf({ ...perfect, truthfulness: 0 })).toBe(70);
    expect(qualityScoreOf({ ...perfect, coverage: 0 })).toBe(80);
    expect(qualityScoreOf({ ...perfect, substance: 0 })).toBe(80);
    expect(qualityScoreOf({ ...perfect, completeness: 0 })).toBe(85);
    expect(qualityScoreOf({ ...perfect, diagrams: 0 })).toBe(90);
    expect(qualityScoreOf({ ...perfect, hygiene: 0 })).toBe(95);
    expect(qualityScoreOf({ truthfulness: 0, completeness: 0, coverage: 0, diagrams: 0, hygiene: 0, substance: 0 })).toBe(0);
  });

  it('counts a component a stored document lacks as met', () => {
    const { substance: _left, ...older } = perfect;
    expect(qualityScoreOf(older as typeof perfect)).toBe(100);
  });

  it('rounds the score to an integer', () => {
    expect(qualityScoreOf({ ...perfect, coverage: 0.987 })).toBe(100);
    expect(qualityScoreOf({ ...perfect, coverage: 0.95 })).toBe(99);
  });

  it('refuses a document only when something it names is missing', () => {
    expect(isRefused({ ...perfect, truthfulness: 0.999 })).toBe(true);
    expect(isRefused({ ...perfect, completeness: 0, coverage: 0, diagrams: 0, hygiene: 0, substance: 0 })).toBe(false);
  });

  it('spends hygiene at ten findings, or one per ten lines past 100 lines', () => {
    expect(hygieneOf(0, 40)).toBe(1);
    expect(hygieneOf(1, 40)).toBe(0.9);
    expect(hygieneOf(10, 40)).toBe(0);
    expect(hygieneOf(25, 40)).toBe(0);
    expect(hygieneOf(10, 1_000)).toBe(0.9);
    expect(hygieneOf(100, 1_000)).toBe(0);
  });
});
