type TypedTwiceCheck = [
  check: (value: Record<string, unknown>) => boolean,
  params: { message: string; path: PropertyKey[]; when: (payload: { value: unknown }) => boolean },
];

/**
 * The refinement of a form that asks for a password twice: both typed the same. It is checked
 * even when other fields are wrong (zod skips refinements after other issues otherwise), so the
 * form marks every field at once; `field` is the one that carries the message.
 */
export function typedTwice(first: string, second: string, message: string, field: string = second): TypedTwiceCheck {
  return [
    (value) => value[first] === value[second],
    {
      message,
      path: [field],
      when: (payload) => {
        const value = payload.value as Record<string, unknown> | null | undefined;
        return typeof value?.[first] === 'string' && typeof value[second] === 'string';
      },
    },
  ];
}
