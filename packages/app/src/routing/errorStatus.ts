/** An error's HTTP-like status when it carries one (e.g. the api client's ApiTransportError), else 500 (spec 000 section 8). */
export function errorStatus(error: unknown): number {
  const status = (error as { httpStatus?: unknown; status?: unknown } | null)?.httpStatus ?? (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status <= 599 ? status : 500;
}
