/**
 * Query keys, one factory per resource (the shape of medusa's admin `queryKeysFactory`): every key of a resource
 * starts with its name, so `invalidateQueries({ queryKey: keys.all })` refreshes all of it, and `keys.lists()` only
 * its lists. Resource hook modules in src/hooks/api/ extend their factory with keys of their own.
 */
export function queryKeysFactory<const Resource extends string>(resource: Resource) {
  const all = [resource] as const;
  return {
    all,
    lists: () => [...all, 'list'] as const,
    list: (params: object = {}) => [...all, 'list', params] as const,
    details: () => [...all, 'detail'] as const,
    detail: (id: number | string, params: object = {}) => [...all, 'detail', id, params] as const,
  };
}
