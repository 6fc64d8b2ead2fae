import type { IncomingMessage, ServerResponse } from 'node:http';

export function acceptsBrotli(header: string | string[] | undefined): boolean;
export function createStaticBrotli(options: { staticDir: string; headers: Record<string, string> }): {
  serve: (req: IncomingMessage, res: ServerResponse) => boolean;
  ready: Promise<void>;
};
