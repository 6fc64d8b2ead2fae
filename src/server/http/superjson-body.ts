import superjson from 'superjson';
import { json, type JsonResponse } from './route';

/** Cart bodies are superjson-serialized both ways (spec section 7); a plain JSON body is accepted too. */
export function parseSuperjsonBody(text: string): unknown {
  const raw: unknown = JSON.parse(text);
  if (raw && typeof raw === 'object' && !Array.isArray(raw) && 'json' in raw) {
    return superjson.deserialize(raw as Parameters<typeof superjson.deserialize>[0]);
  }
  return raw;
}

/** `data` in a superjson envelope: typed as `data` itself, which is what the cart hooks' codec decodes it back to. */
export function superjsonResponse<T>(data: T, init?: ResponseInit): JsonResponse<T> {
  return json(superjson.serialize(data), init) as unknown as JsonResponse<T>;
}
