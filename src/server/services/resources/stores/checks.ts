import { AppError } from '@/server/errors';

/** An end that is not after its start is refused on the end's field. */
export function checkOrder(start: unknown, end: unknown, endField: string) {
  if (start instanceof Date && end instanceof Date && end.getTime() <= start.getTime()) {
    throw new AppError('BAD_REQUEST', 'admin_content.validation.end_before_start', endField);
  }
}

/** A registration window closes no later than its training starts (a 400 on the window's end). */
export function checkWindowBeforeStart(windowEnd: unknown, trainingStart: unknown, field: string) {
  if (
    windowEnd instanceof Date &&
    trainingStart instanceof Date &&
    windowEnd.getTime() > trainingStart.getTime()
  ) {
    throw new AppError(
      'BAD_REQUEST',
      'admin_content.validation.registration_after_training_start',
      field,
    );
  }
}
