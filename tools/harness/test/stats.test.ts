import { median, percentile } from '../src/stats';

describe('median', () => {
  it('when the count is odd, then it is the middle sample, whatever the order', () => {
    expect(median([9, 1, 5])).toBe(5);
  });

  it('when the count is even, then it is the mean of the two middle samples', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('when there are no samples, then it is NaN', () => {
    expect(median([])).toBeNaN();
  });
});

describe('percentile', () => {
  const hundred = Array.from({ length: 100 }, (_, i) => 100 - i);

  it('when asked for p50, p90 and p99 of 1..100, then it gives the nearest-rank samples 50, 90 and 99', () => {
    expect([0.5, 0.9, 0.99].map((fraction) => percentile(hundred, fraction))).toEqual([50, 90, 99]);
  });

  it('when asked for 0 and 1, then it gives the smallest and the largest sample', () => {
    expect([percentile(hundred, 0), percentile(hundred, 1)]).toEqual([1, 100]);
  });

  it('when there is one sample, then every percentile is that sample', () => {
    expect([percentile([7], 0.5), percentile([7], 0.99)]).toEqual([7, 7]);
  });

  it('when there are no samples, then it is NaN', () => {
    expect(percentile([], 0.5)).toBeNaN();
  });
});
