import { describe, expect, it } from 'vitest';
import { registrationState } from '@/server/services/public-training-service';

const now = new Date('2026-11-21T00:00:00Z');
const day = (d: number) => new Date(now.getTime() + d * 86_400_000);

describe('registrationState', () => {
  it('is open inside the window with seats left', () => {
    expect(
      registrationState(
        { registerStartDate: day(-5), registerEndDate: day(5), startTrainingDate: day(10) },
        3,
        now,
      ),
    ).toBe('open');
  });
  it('is not open before the window, closed after it or once the training started, full without seats', () => {
    expect(
      registrationState(
        { registerStartDate: day(1), registerEndDate: day(5), startTrainingDate: day(10) },
        3,
        now,
      ),
    ).toBe('not_open');
    expect(
      registrationState(
        { registerStartDate: day(-9), registerEndDate: day(-1), startTrainingDate: day(10) },
        3,
        now,
      ),
    ).toBe('closed');
    expect(
      registrationState(
        { registerStartDate: null, registerEndDate: null, startTrainingDate: day(-1) },
        3,
        now,
      ),
    ).toBe('closed');
    expect(
      registrationState(
        { registerStartDate: null, registerEndDate: null, startTrainingDate: day(3) },
        0,
        now,
      ),
    ).toBe('full');
  });
});
