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
/* One message for each thing that may not exist, whichever service or route looked it up. */
export const ORDER_NOT_FOUND = 'Order not found.';
export const CAMPAIGN_NOT_FOUND = 'Campaign not found.';
export const PRODUCT_NOT_FOUND = 'Product not found.';
export const USER_NOT_FOUND = 'User not found.';
export const INVITE_NOT_FOUND = 'Invitation not found.';
export const FUNDRAISER_NOT_FOUND = 'Fundraiser not found.';
export const IMAGE_NOT_FOUND = 'Image not found.';
/** An endpoint this server does not offer in its configuration (cron without a secret, uploads on cloud storage). */
export const NOT_FOUND = 'Not found.';
/** Orders named in a bulk change that do not exist (or are not the caller's): the first ten ids, and what happened. */
export const ordersNotFound = (missing: number[], outcome: string, among?: string) =>
  `${missing.length === 1 ? 'An order was' : `${missing.length} orders were`} not found${among ? ` among ${among}` : ''} (${missing.slice(0, 10).join(', ')}${missing.length > 10 ? ', …' : ''}); ${outcome}.`;
export const unauthorized = (message = 'You must be signed in.') => new ApiError('unauthorized', message);
export const forbidden = (message = 'You do not have permission to do that.') => new ApiError('forbidden', message);
