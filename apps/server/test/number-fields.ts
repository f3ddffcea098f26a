/**
 * The number fields a route's zod schema reads, found by walking the schema (zod 4's `_zod.def`),
 * so a test meets every id a query or body takes, including one added later.
 */
type Def = {
  type: string;
  shape?: Record<string, unknown>;
  innerType?: unknown;
  in?: unknown;
  out?: unknown;
  element?: unknown;
  options?: unknown[];
  left?: unknown;
  right?: unknown;
  items?: unknown[];
  valueType?: unknown;
  getter?: () => unknown;
};

const defOf = (schema: unknown): Def | undefined => (schema as { _zod?: { def?: Def } } | undefined)?._zod?.def;

/**
 * Paths of the number fields in `schema` ('dealer_id'; 'items.0.subcategory_id' for a field of
 * an array's elements, named by the first element), sorted. A field read as text and turned
 * into a number by a transform is not seen: request ids are number schemas (the contract's ZId).
 */
export function numberFieldsOf(schema: unknown): string[] {
  const found = new Set<string>();
  const seen = new Set<unknown>();
  const walk = (node: unknown, path: string[]) => {
    const def = defOf(node);
    if (!def || seen.has(node)) return;
    seen.add(node);
    switch (def.type) {
      case 'number':
        if (path.length > 0) found.add(path.join('.'));
        break;
      case 'object':
        for (const [key, child] of Object.entries(def.shape ?? {})) walk(child, [...path, key]);
        break;
      case 'array':
        walk(def.element, [...path, '0']);
        break;
      case 'tuple':
        def.items?.forEach((child, index) => walk(child, [...path, String(index)]));
        break;
      case 'record':
        walk(def.valueType, [...path, '*']);
        break;
      case 'union':
        for (const option of def.options ?? []) walk(option, path);
        break;
      case 'intersection':
        walk(def.left, path);
        walk(def.right, path);
        break;
      case 'pipe':
        walk(def.in, path);
        walk(def.out, path);
        break;
      case 'lazy':
        walk(def.getter?.(), path);
        break;
      default:
        // optional, nullable, default, prefault, catch, readonly, nonoptional: one inner schema.
        if (def.innerType) walk(def.innerType, path);
    }
    seen.delete(node);
  };
  walk(schema, []);
  return [...found].sort();
}
