import { useEffect } from 'react';

let markCommitted = () => {};

/**
 * Settles once the first page has committed: rendered, or (a prerendered page) hydrated with its own code.
 * main.tsx then marks the root `data-app="running"`, on which a prerendered page's boot clicks again what was
 * clicked before the app ran (boot.ts). The root's own commit is too early for that: while the route's code
 * downloads, the page's markup stays dehydrated inside its Suspense boundary, and a click replayed there
 * reaches no handler (CI-like runs saw the contact form's held "Send" do nothing).
 */
export const pageCommitted = new Promise<void>((resolve) => (markCommitted = resolve));

/** Renders nothing; rendered beside the page inside its Suspense boundary, its effect runs once the page has committed. */
export function PageCommitted() {
  useEffect(() => markCommitted(), []);
  return null;
}
