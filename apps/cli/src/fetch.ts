/**
 * The fetch every api-client call of the CLI goes through. It reads a JSON answer whole before handing it on, so
 * a connection that drops mid-answer fails inside fetch (the api-client's network failure, status 0) instead of
 * in its JSON parser ('terminated'); and it keeps the request id header of failed answers, which the api-client's
 * errors do not carry, for the error message. Streams (events, PDFs) are handed on as they come.
 */

/** The request id of the last failed answer, per HTTP status (output.ts's requestIdOf reads it). */
export const failedResponses = new Map<number, string>();

/** The Retry-After (seconds) of the last failed answer, per HTTP status. */
const retryAfter = new Map<number, number>();

/** The seconds the last answer with this status asked to wait (Retry-After), if it said. */
export function retryAfterOf(status: number): number | undefined {
  return retryAfter.get(status);
}

const REQUEST_ID_HEADERS = ['x-request-id', 'request-id'];
const NULL_BODY = new Set([101, 204, 205, 304]);

export async function cliFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const response = await globalThis.fetch(input, init);
  if (!response.ok) {
    const id = REQUEST_ID_HEADERS.map((h) => response.headers.get(h)).find(Boolean);
    if (id) failedResponses.set(response.status, id);
    const seconds = Number(response.headers.get('retry-after'));
    if (Number.isFinite(seconds) && seconds > 0) retryAfter.set(response.status, seconds);
  }
  if (!(response.headers.get('content-type') ?? '').includes('json') || NULL_BODY.has(response.status)) {
    return response;
  }
  const body = await response.arrayBuffer();
  return new Response(body, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
}
