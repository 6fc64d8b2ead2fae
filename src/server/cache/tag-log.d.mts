export type ApplyTag = (tag: string, durations?: { expire: number }) => unknown;

export type TagLog = {
  instance: string;
  poll: (apply?: ApplyTag) => Promise<number>;
  prune: () => Promise<number>;
  pendingGaps: () => number;
  start: (apply: ApplyTag) => void;
  catchUp: (waitMs?: number) => Promise<void>;
  publish: (tags: string[], durations?: { expire?: number }) => Promise<void>;
  close: () => Promise<void>;
};

export function createTagLog(
  connectionString: string,
  options?: { pollMs?: number; gapWaitMs?: number; instance?: string },
): TagLog;
export function sharedTagLog(): TagLog | null;
