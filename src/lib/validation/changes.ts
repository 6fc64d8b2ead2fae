/**
 * The fields of a partial update that the request actually gave: an absent field (undefined) is dropped, so the
 * update leaves that column as it is, while null (clear it) is kept.
 */
export function definedOnly<T extends object>(fields: T): T {
  const changes = { ...fields };
  for (const key of Object.keys(changes) as Array<keyof T>) if (changes[key] === undefined) delete changes[key];
  return changes;
}
