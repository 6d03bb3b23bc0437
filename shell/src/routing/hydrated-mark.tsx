import { useEffect } from 'react';

/**
 * Marks the document (`<html data-hydrated>`) once what it is rendered in has been hydrated (or rendered in the
 * browser). Hydration runs in slices and a page's Suspense boundary may hydrate after the frame around it, so the
 * mark sits inside the page: monitoring, tests and the document's start script (which holds a form submitted
 * before then) wait on it.
 */
export function HydratedMark() {
  useEffect(() => document.documentElement.setAttribute('data-hydrated', ''), []);
  return null;
}
