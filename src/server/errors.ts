const STATUS = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  gone: 410,
  payload_too_large: 413,
  unsupported_media_type: 415,
  unprocessable: 422,
  too_many_requests: 429,
} as const;

export type ApiErrorCode = keyof typeof STATUS;

/** The one error type handlers throw; the route wrapper turns it into `{ error }` with its status. */
export class ApiError extends Error {
  readonly status: number;
  readonly headers: Record<string, string>;

  constructor(
    readonly code: ApiErrorCode,
    message: string,
    options: { headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = STATUS[code];
    this.headers = options.headers ?? {};
  }
}

export const badRequest = (message: string) => new ApiError('bad_request', message);
export const notFound = (message: string) => new ApiError('not_found', message);
/** One message for an order that does not exist, whichever service or route looked it up. */
export const ORDER_NOT_FOUND = 'Order not found.';
export const unauthorized = (message = 'You must be signed in.') => new ApiError('unauthorized', message);
export const forbidden = (message = 'You do not have permission to do that.') => new ApiError('forbidden', message);
