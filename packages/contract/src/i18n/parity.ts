/**
 * The paths of keys one catalogue has and the other lacks (or holds as another kind): what the
 * parity checks report (issue 29). A function must take as many parameters in both.
 */
export function catalogueDifferences(a: unknown, b: unknown, path = ''): string[] {
  if (typeof a === 'string' || typeof a === 'function') {
    if (typeof b !== typeof a) return [path || '(root)'];
    if (typeof a === 'function' && (b as (...args: unknown[]) => unknown).length !== a.length) return [`${path} (parameters)`];
    return [];
  }
  if (typeof a !== 'object' || a === null || typeof b !== 'object' || b === null) return [path || '(root)'];
  const out: string[] = [];
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) out.push(...catalogueDifferences((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key], path ? `${path}.${key}` : key));
  return out;
}

