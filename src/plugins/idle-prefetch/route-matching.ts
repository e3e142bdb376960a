import {matchRoutes} from 'react-router-config';

export type Route = {path?: string; exact?: boolean; routes?: Route[]};

const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** Whether the route matches the path as react-router's matchPath would (not case-sensitive). */
function routeMatches(route: Route, pathname: string): boolean {
  if (route.path === undefined) return true;
  // Patterns (":param", "*") go through react-router; the generated routes are plain paths.
  if (/[:*(]/.test(route.path)) return matchRoutes([route] as Parameters<typeof matchRoutes>[0], pathname).length > 0;
  const path = withoutTrailingSlash(route.path).toLowerCase();
  const target = withoutTrailingSlash(pathname).toLowerCase();
  if (route.exact) return target === path;
  return path === '/' || target === path || target.startsWith(`${path}/`);
}

/**
 * The routes that render the path, outermost first, as react-router-config's matchRoutes finds
 * them, by comparing strings: matchRoutes compiles a regular expression for each of the ~220
 * routes on first use, a long task on a slow phone.
 */
export function matchingRoutes(routeList: Route[], pathname: string): Route[] {
  const route = routeList.find((candidate) => routeMatches(candidate, pathname));
  if (!route) return [];
  return [route, ...(route.routes ? matchingRoutes(route.routes, pathname) : [])];
}
