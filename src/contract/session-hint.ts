/**
 * `<meta name="ck-session" content="none">`: the server adds it to a page sent to a browser
 * without a session cookie, so the app knows the visitor is signed out without asking
 * GET /api/auth/me (decision 103).
 */
export const SIGNED_OUT_META = "ck-session";
