/**
 * Whether an event of the order's stream brings something the shown order does not have yet: a new
 * status, or an event later than the last one in its history. The history a stream starts with, and
 * an event the page already got from its own change call, bring nothing (no second load, no second
 * announcement).
 */
export function bringsChange(event: { status: string; at: string }, shown: { status: string; history: readonly { at: string }[] }): boolean {
  const lastKnown = shown.history.at(-1)?.at ?? '';
  return event.status !== shown.status || event.at > lastKnown;
}

/**
 * Takes each event of the stream once, by its row id (ids only grow): a reconnection resumes after
 * the last id, and anything at or below it is dropped should a server send it again.
 */
export function eventGate(): (id: number) => boolean {
  let lastId = 0;
  return (id) => {
    if (id <= lastId) return false;
    lastId = id;
    return true;
  };
}
