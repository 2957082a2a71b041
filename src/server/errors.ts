/**
 * The domain's error: services throw it, the tRPC error formatter and the
 * REST adapter turn it into a 4xx with a translated message. `messageKey` is
 * a key of the locale files; `field` names the input it is about, if any.
 */
export type AppErrorCode =
  | 'BAD_REQUEST'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'TOO_MANY_REQUESTS'
  /** Something the site depends on is out of order (the upload folder): not the caller's fault, try later. */
  | 'SERVICE_UNAVAILABLE';

export interface AppErrorReason {
  field: string;
  messageKey: string;
  params?: Record<string, unknown>;
}

export class AppError extends Error {
  constructor(
    readonly code: AppErrorCode,
    readonly messageKey: string,
    readonly field?: string,
    readonly params?: Record<string, unknown>,
    /** One message per input it is about (why each of several items is refused); answered as fieldErrors / REST `errors`. */
    readonly reasons?: AppErrorReason[],
  ) {
    super(messageKey);
    this.name = 'AppError';
  }
}

export const httpStatusOf: Record<AppErrorCode, number> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_MANY_REQUESTS: 429,
  SERVICE_UNAVAILABLE: 503,
};
