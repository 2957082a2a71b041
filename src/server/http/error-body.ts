/**
 * The one shape of every JSON error (SPEC.md section 8, docs/api.md
 * "Errors"): the spec's client reads `error` first, so `error` is the
 * translated message a person should read; `errors` holds the messages per
 * field and `field` names the first field in error (null when no field is).
 * `message` repeats `error` for clients that read it.
 */
export interface ErrorBody {
  message: string;
  error: string;
  field: string | null;
  errors: Record<string, string[]>;
  /** A machine-readable reason, where a client must act on it (`second_factor_required`, docs/api.md). */
  reason?: string;
}

export function errorBody(
  message: string,
  field: string | null = null,
  errors: Record<string, string[]> = {},
): ErrorBody {
  return { message, error: message, field, errors };
}
