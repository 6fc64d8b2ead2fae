import type { ResponseSpec } from './endpoint';

/**
 * A file answer (CSV export): read as a download or a link, never as JSON. In a module of its own because
 * ./endpoint.ts is loaded by every page (the session's contract) and only admin pages need this.
 */
export const fileAnswer: ResponseSpec<Blob> = { kind: 'file' };
