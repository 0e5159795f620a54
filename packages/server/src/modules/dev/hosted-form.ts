// What the development vendors' hosted pages (the sandbox acquirer's, the face vendor's) read from a request.

/** The reference in a hosted page's path (the charge's, the face session's). */
export const refParams = { type: 'object', properties: { ref: { type: 'string' } }, required: ['ref'] } as const;
/** A field of a posted form (the route's form parser makes it a string map; no body at all is no field). */
export const formField = (body: unknown, name: string): string | undefined => {
  const value = body && typeof body === 'object' ? (body as Record<string, unknown>)[name] : undefined;
  return typeof value === 'string' ? value : undefined;
};
