import type { IncomingMessage, ServerResponse } from 'node:http';

export function isDecodablePath(url: string): boolean;
export function refuseMalformedPath(
  req: IncomingMessage,
  res: ServerResponse,
  headers: Record<string, string>,
): boolean;
