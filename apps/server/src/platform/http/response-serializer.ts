import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type SerializerCompiler = Parameters<typeof zodSerializerCompiler>[0];
type Serialize = (data: unknown) => string;

/**
 * Each route's response schema compiled once into a serialiser (fast-json-stringify), instead
 * of zod checking every answer on its way out: the schema stays the list of what may leave the
 * server (a field it does not name is never written), at a fraction of the cost. A schema that
 * JSON Schema cannot express (a transform, a date) keeps zod's checked serialiser.
 */
export function compileResponseSerializer(route: SerializerCompiler): Serialize {
  const { schema } = route;
  if (schema instanceof z.ZodType) {
    try {
      const jsonSchema = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw' });
      return fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
    } catch {
      // falls through to zod
    }
  }
  return zodSerializerCompiler(route) as Serialize;
}

export const responseSerializerCompiler = compileResponseSerializer as unknown as FastifySerializerCompiler<unknown>;
