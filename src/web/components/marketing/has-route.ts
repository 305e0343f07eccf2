import { matchRoute } from "#contract/routes.ts";

/** True when the page at `path` exists (links to pages another feature adds appear once it does). */
export const hasRoute = (path: string) => matchRoute(path) !== undefined;
