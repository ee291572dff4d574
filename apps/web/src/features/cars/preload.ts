import { preload } from 'react-dom';
import { carSearchPath, readDateSearch } from '@/lib/date-search';
import { API_BASE } from '@/lib/env';

// The car screens' largest paint is a car photo, which needs the API's answer first. The router
// asks for that answer the moment the route matches, in parallel with the screen's code; the
// screen's own fetch then takes the preloaded response (same URL, mode and credentials).
// Part of the first load of every screen: keep it tiny.

function preloadJson(path: string): void {
  preload(`${API_BASE}${path}`, { as: 'fetch', crossOrigin: 'anonymous' });
}

/** The list the address asks for: with dates (docs/product.md#availability), the search by dates. */
export function preloadCarList(search: string = window.location.search): void {
  preloadJson(carSearchPath(readDateSearch(new URLSearchParams(search))));
}

/** The id is read from the address: the router's lazy loader gets no params. */
export function preloadCarFromPath(pathname: string): void {
  const id = /^\/cars\/([^/]+)\/?$/.exec(pathname)?.[1];
  if (id) preloadJson(`/cars/${id}`);
}
