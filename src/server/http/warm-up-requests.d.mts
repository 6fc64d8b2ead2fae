export const WARM_UP_ORDER: { body: Record<string, unknown>; headers: Record<string, string> };
export function sendWarmUpRequests(baseUrl: string, rounds: number): Promise<string | null>;
