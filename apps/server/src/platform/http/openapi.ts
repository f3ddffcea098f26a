import type { FastifyInstance } from 'fastify';

/** Describes the routes as OpenAPI (the docs:api script); costs start-up time, so only when asked. */
export async function registerOpenApi(app: FastifyInstance) {
    const swagger = (await import('@fastify/swagger')).default;
    const { jsonSchemaTransform } = await import('fastify-type-provider-zod');
    await app.register(swagger, {
      openapi: {
        info: { title: 'Kabadi Techno API', version: '1', description: 'The HTTP contract of spec section 7, as built.' },
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      },
      transform: jsonSchemaTransform,
    });
}
