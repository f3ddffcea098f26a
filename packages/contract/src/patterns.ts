// Zod-free, so a form on a first page load can use the same patterns as the server.

/** Input patterns of spec section 5, shared by the browser forms and the server routes. */
export const pincodePattern = /^\d{6}$/;
export const phonePattern = /^\d{10}$/;
