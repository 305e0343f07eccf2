import { z } from "zod";
import {
  type ContainerStatus,
  INSIGHT_METRICS,
  type InsightFigures,
  type InsightMetric,
  type InstagramApi,
  InstagramApiError,
  type InstagramErrorKind,
  type InstagramToken,
  type ListedMedia,
  type MediaInsights,
  type MediaPage,
  type PublishedMedia,
} from "./types.ts";

export interface GraphSettings {
  appId: string;
  appSecret: string;
  /** Graph API base, e.g. https://graph.instagram.com/v23.0 */
  graphUrl: string;
  /** Where the code is exchanged (POST /oauth/access_token), e.g. https://api.instagram.com */
  oauthUrl: string;
  /** The consent page, e.g. https://www.instagram.com/oauth/authorize */
  authorizeUrl: string;
}

/** Basic profile, publishing, and each published post's figures (insights, issue 32). */
export const INSTAGRAM_SCOPES = [
  "instagram_business_basic",
  "instagram_business_content_publish",
  "instagram_business_manage_insights",
] as const;

const TIMEOUT_MS = 20_000;

const graphErrorSchema = z.object({
  error: z
    .object({
      message: z.string().optional(),
      type: z.string().optional(),
      code: z.coerce.number().optional(),
      error_subcode: z.coerce.number().optional(),
      error_user_msg: z.string().optional(),
    })
    .loose(),
});
const oauthErrorSchema = z.object({
  error_type: z.string(),
  code: z.coerce.number().optional(),
  error_message: z.string(),
});
const idSchema = z.object({ id: z.coerce.string().min(1) });
const shortTokenFields = z.object({ access_token: z.string().min(1), user_id: z.coerce.string().min(1) });
const shortTokenSchema = z.union([shortTokenFields, z.object({ data: z.array(shortTokenFields).min(1) })]);
const longTokenSchema = z.object({ access_token: z.string().min(1), expires_in: z.coerce.number().positive() });
const profileSchema = z.object({
  id: z.coerce.string(),
  user_id: z.coerce.string().optional(),
  username: z.string(),
  name: z.string().optional(),
  account_type: z.string().optional(),
  profile_picture_url: z.string().optional(),
});
const statusSchema = z.object({ status_code: z.string(), status: z.string().optional() });
const mediaSchema = z.object({
  id: z.coerce.string(),
  permalink: z.string().optional(),
  caption: z.string().optional(),
  timestamp: z.string().optional(),
});
/** `GET /{ig-user-id}/media`: a page of the account's media and Graph's cursor paging. */
const mediaPageSchema = z.object({
  data: z.array(
    z.object({
      id: z.coerce.string(),
      caption: z.string().optional(),
      media_type: z.string().optional(),
      media_product_type: z.string().optional(),
      permalink: z.string().optional(),
      timestamp: z.string().optional(),
    }),
  ),
  paging: z
    .object({
      cursors: z.object({ before: z.string().optional(), after: z.string().optional() }).loose().optional(),
      next: z.string().optional(),
    })
    .loose()
    .optional(),
});
const MEDIA_TYPES = ["IMAGE", "VIDEO", "CAROUSEL_ALBUM"] as const;
/** The fields the import asks of each media. */
export const MEDIA_PAGE_FIELDS = "id,caption,media_type,media_product_type,permalink,timestamp";

const limitSchema = z.object({
  data: z
    .array(
      z.object({
        quota_usage: z.coerce.number(),
        config: z.object({ quota_total: z.coerce.number() }).loose().optional(),
      }),
    )
    .min(1),
});

const insightsSchema = z.object({
  data: z.array(
    z
      .object({
        name: z.string(),
        values: z.array(z.object({ value: z.coerce.number() }).loose()).optional(),
        total_value: z.object({ value: z.coerce.number() }).loose().optional(),
      })
      .loose(),
  ),
});

/** Media refusals (aspect ratio, size, type, download) by Graph API code or subcode. */
const MEDIA_CODES = new Set([36000, 36001, 36003, 36004, 9004, 2207004, 2207005, 2207009, 2207026, 2207052]);
/** The account's 24-hour publishing limit is used up. */
const PUBLISH_LIMIT_SUBCODES = new Set([2207042]);
/** The account must visit Instagram first (checkpoint, restriction). */
const CHECKPOINT_SUBCODES = new Set([2207050, 2207001]);

/** The kind of failure a Graph API answer describes (docs: Graph API error codes). */
export function classifyGraphError(httpStatus: number, body: unknown): InstagramApiError {
  // api.instagram.com (the code exchange) answers {error_type, code, error_message} instead.
  const oauth = oauthErrorSchema.safeParse(body);
  if (oauth.success) return new InstagramApiError("auth", oauth.data.error_message, { code: oauth.data.code });
  const parsed = graphErrorSchema.safeParse(body);
  const error = parsed.success ? parsed.data.error : undefined;
  const code = error?.code;
  const subcode = error?.error_subcode;
  const message = error?.error_user_msg ?? error?.message ?? `Instagram answered HTTP ${httpStatus}`;
  let kind: InstagramErrorKind;
  if (code === 190 || code === 102 || (error?.type === "OAuthException" && (code === 463 || code === 467)))
    kind = "auth";
  else if (subcode !== undefined && CHECKPOINT_SUBCODES.has(subcode)) kind = "permission";
  else if (code === 10 || (code !== undefined && code >= 200 && code <= 299)) kind = "permission";
  else if (subcode !== undefined && PUBLISH_LIMIT_SUBCODES.has(subcode)) kind = "rate_limit";
  else if (code === 4 || code === 17 || code === 32 || code === 613 || code === 80002 || httpStatus === 429)
    kind = "rate_limit";
  else if ((code !== undefined && MEDIA_CODES.has(code)) || (subcode !== undefined && MEDIA_CODES.has(subcode)))
    kind = "media";
  else if (httpStatus >= 500 || code === 1 || code === 2 || !error) kind = "transient";
  else if (code === 100) kind = "media";
  else kind = "transient";
  return new InstagramApiError(kind, message, { code, subcode });
}

/** The Graph API of Instagram Login (graph.instagram.com), with base URLs from configuration. */
export function createGraphInstagram(settings: GraphSettings, fetchImpl: typeof fetch = fetch): InstagramApi {
  const call = async (
    url: string,
    init: { method?: "GET" | "POST"; token?: string; form?: Record<string, string> } = {},
  ): Promise<unknown> => {
    let response: Response;
    try {
      response = await fetchImpl(url, {
        method: init.method ?? "GET",
        headers: {
          accept: "application/json",
          ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
          ...(init.form ? { "content-type": "application/x-www-form-urlencoded" } : {}),
        },
        body: init.form ? new URLSearchParams(init.form).toString() : undefined,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new InstagramApiError("transient", `Instagram could not be reached: ${(error as Error).message}`);
    }
    const text = await response.text();
    let body: unknown;
    try {
      // Account ids arrive as JSON numbers past 2^53 (user_id: 17841400000000001): read them as text.
      body = text ? JSON.parse(text.replace(/"(user_id|id)"\s*:\s*(\d{16,})/g, '"$1":"$2"')) : {};
    } catch {
      body = undefined;
    }
    if (!response.ok || (body && typeof body === "object" && "error" in body)) {
      const error = classifyGraphError(response.status, body);
      const retryAfter = Number(response.headers.get("retry-after"));
      if (Number.isFinite(retryAfter) && retryAfter > 0) {
        throw new InstagramApiError(error.kind, error.message, {
          code: error.code,
          subcode: error.subcode,
          retryAfterSeconds: retryAfter,
        });
      }
      throw error;
    }
    if (body === undefined) throw new InstagramApiError("transient", "Instagram sent an answer that is not JSON");
    return body;
  };
  const parse = <T>(schema: z.ZodType<T>, body: unknown, what: string): T => {
    const result = schema.safeParse(body);
    if (!result.success) throw new InstagramApiError("transient", `Instagram's answer to ${what} was not understood`);
    return result.data;
  };
  const graph = (path: string, query: Record<string, string> = {}) => {
    const url = new URL(`${settings.graphUrl}/${path}`);
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
    return url.toString();
  };
  const toToken = (body: unknown): InstagramToken => {
    const token = parse(longTokenSchema, body, "the token request");
    return { accessToken: token.access_token, expiresAt: new Date(Date.now() + token.expires_in * 1000) };
  };
  const toMedia = (m: z.infer<typeof mediaSchema>): PublishedMedia => ({
    id: m.id,
    permalink: m.permalink ?? null,
    caption: m.caption ?? null,
    timestamp: m.timestamp ?? null,
  });

  return {
    kind: "graph",
    authorizeUrl({ state, redirectUri }) {
      const url = new URL(settings.authorizeUrl);
      url.searchParams.set("client_id", settings.appId);
      url.searchParams.set("redirect_uri", redirectUri);
      url.searchParams.set("response_type", "code");
      url.searchParams.set("scope", INSTAGRAM_SCOPES.join(","));
      url.searchParams.set("state", state);
      return url.toString();
    },
    async exchangeCode({ code, redirectUri }) {
      const body = await call(`${settings.oauthUrl}/oauth/access_token`, {
        method: "POST",
        form: {
          client_id: settings.appId,
          client_secret: settings.appSecret,
          grant_type: "authorization_code",
          redirect_uri: redirectUri,
          code,
        },
      });
      const parsed = parse(shortTokenSchema, body, "the code exchange");
      const fields = "data" in parsed ? parsed.data[0] : parsed;
      if (!fields) throw new InstagramApiError("transient", "Instagram's answer to the code exchange was empty");
      return { accessToken: fields.access_token, userId: fields.user_id };
    },
    async longLivedToken(shortToken) {
      return toToken(
        await call(
          graph("access_token", {
            grant_type: "ig_exchange_token",
            client_secret: settings.appSecret,
            access_token: shortToken,
          }),
        ),
      );
    },
    async refreshToken(token) {
      return toToken(
        await call(graph("refresh_access_token", { grant_type: "ig_refresh_token", access_token: token })),
      );
    },
    async profile(token) {
      const p = parse(
        profileSchema,
        await call(graph("me", { fields: "id,user_id,username,name,account_type,profile_picture_url" }), { token }),
        "the profile request",
      );
      return {
        id: p.user_id ?? p.id,
        username: p.username,
        name: p.name ?? null,
        accountType: p.account_type ?? null,
        profilePictureUrl: p.profile_picture_url ?? null,
      };
    },
    async createImageContainer(token, igUserId, input) {
      const form: Record<string, string> = { image_url: input.imageUrl };
      if (input.isCarouselItem) form.is_carousel_item = "true";
      if (input.caption !== undefined) form.caption = input.caption;
      if (input.altText) form.alt_text = input.altText;
      const body = await call(graph(`${encodeURIComponent(igUserId)}/media`), { method: "POST", token, form });
      return parse(idSchema, body, "creating a media container").id;
    },
    async createCarouselContainer(token, igUserId, input) {
      const body = await call(graph(`${encodeURIComponent(igUserId)}/media`), {
        method: "POST",
        token,
        form: { media_type: "CAROUSEL", children: input.children.join(","), caption: input.caption },
      });
      return parse(idSchema, body, "creating the carousel container").id;
    },
    async createReelContainer(token, igUserId, input) {
      const form: Record<string, string> = {
        media_type: "REELS",
        video_url: input.videoUrl,
        caption: input.caption,
        share_to_feed: input.shareToFeed ? "true" : "false",
      };
      if (input.thumbOffsetMs !== undefined) form.thumb_offset = String(input.thumbOffsetMs);
      const body = await call(graph(`${encodeURIComponent(igUserId)}/media`), { method: "POST", token, form });
      return parse(idSchema, body, "creating the Reel container").id;
    },
    async containerStatus(token, containerId) {
      const body = parse(
        statusSchema,
        await call(graph(encodeURIComponent(containerId), { fields: "status_code,status" }), { token }),
        "the container status",
      );
      const known: ContainerStatus[] = ["IN_PROGRESS", "FINISHED", "ERROR", "EXPIRED", "PUBLISHED"];
      const status = known.find((s) => s === body.status_code) ?? "IN_PROGRESS";
      return { status, detail: body.status ?? null };
    },
    async publish(token, igUserId, creationId) {
      const body = await call(graph(`${encodeURIComponent(igUserId)}/media_publish`), {
        method: "POST",
        token,
        form: { creation_id: creationId },
      });
      return parse(idSchema, body, "publishing").id;
    },
    async publishingLimit(token, igUserId) {
      const body = parse(
        limitSchema,
        await call(
          graph(`${encodeURIComponent(igUserId)}/content_publishing_limit`, { fields: "quota_usage,config" }),
          {
            token,
          },
        ),
        "the publishing limit",
      );
      const first = body.data[0];
      if (!first?.config)
        throw new InstagramApiError("transient", "Instagram did not say the account's publishing limit");
      return { used: first.quota_usage, total: first.config.quota_total };
    },
    async recentMedia(token, igUserId, limit) {
      const body = parse(
        z.object({ data: z.array(mediaSchema) }),
        await call(
          graph(`${encodeURIComponent(igUserId)}/media`, {
            fields: "id,caption,permalink,timestamp",
            limit: String(limit),
          }),
          { token },
        ),
        "the account's media",
      );
      return body.data.map(toMedia);
    },
    async mediaPage(token, igUserId, page): Promise<MediaPage> {
      const query: Record<string, string> = { fields: MEDIA_PAGE_FIELDS, limit: String(page.limit) };
      // The cursor, not the `next` link: the token stays in the header and goes to our own base URL only.
      if (page.after) query.after = page.after;
      const body = parse(
        mediaPageSchema,
        await call(graph(`${encodeURIComponent(igUserId)}/media`, query), { token }),
        "the account's media",
      );
      const media: ListedMedia[] = body.data.map((m) => {
        const time = m.timestamp ? Date.parse(m.timestamp) : Number.NaN;
        return {
          id: m.id,
          caption: m.caption ?? null,
          mediaType: MEDIA_TYPES.find((type) => type === m.media_type) ?? null,
          productType: m.media_product_type ?? null,
          permalink: m.permalink ?? null,
          // Graph writes "2026-11-20T10:00:00+0000"; kept as ISO.
          timestamp: Number.isFinite(time) ? new Date(time).toISOString() : null,
        };
      });
      // A next page exists only when Graph gives a `next` link; its cursor is `after`.
      const after = body.paging?.next ? (body.paging.cursors?.after ?? null) : null;
      return { media, after };
    },
    async media(token, mediaId) {
      return toMedia(
        parse(
          mediaSchema,
          await call(graph(encodeURIComponent(mediaId), { fields: "id,permalink,caption,timestamp" }), { token }),
          "the published post",
        ),
      );
    },
    async mediaInsights(token, mediaId): Promise<MediaInsights> {
      let metrics: InsightMetric[] = [...INSIGHT_METRICS];
      for (;;) {
        try {
          const body = parse(
            insightsSchema,
            await call(graph(`${encodeURIComponent(mediaId)}/insights`, { metric: metrics.join(",") }), { token }),
            "the post's insights",
          );
          return { kind: "figures", figures: readInsights(body) };
        } catch (error) {
          if (!(error instanceof InstagramApiError)) throw error;
          // "(#10) Not enough viewers for the media to show insights": an answer, not a lost permission.
          if (error.code === 10 && /not enough viewers/i.test(error.message)) {
            return { kind: "not_enough_viewers", message: error.message };
          }
          if (error.code === 100 && (error.subcode === 33 || /does not exist/i.test(error.message))) {
            return { kind: "deleted", message: error.message };
          }
          // "(#100) The metric shares is not supported for this media type": ask again without it.
          const unsupported =
            error.code === 100 && /not supported/i.test(error.message)
              ? metrics.filter((m) => new RegExp(`\\b${m}\\b`).test(error.message))
              : [];
          if (unsupported.length === 0 || unsupported.length === metrics.length) throw error;
          metrics = metrics.filter((m) => !unsupported.includes(m));
        }
      }
    },
  };
}

/** Instagram's insights answer → our figures; a metric it left out stays null (no data is not 0). */
function readInsights(body: z.infer<typeof insightsSchema>): InsightFigures {
  const figures = Object.fromEntries(INSIGHT_METRICS.map((m) => [m, null])) as InsightFigures;
  for (const entry of body.data) {
    const name = INSIGHT_METRICS.find((m) => m === entry.name);
    const value = entry.total_value?.value ?? entry.values?.at(-1)?.value;
    if (name && value !== undefined && Number.isFinite(value) && value >= 0) figures[name] = Math.round(value);
  }
  return figures;
}
