/** Another origin, listed in the server's CORS_ORIGINS, that the cross-origin journey serves its own page from. */
export const crossOriginPort = Number(process.env.E2E_CROSS_ORIGIN_PORT ?? 3999);
export const crossOrigin = `http://localhost:${crossOriginPort}`;
