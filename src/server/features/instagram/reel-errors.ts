/**
 * What Instagram's container errors for a Reel mean, in words for the creator (decision 801):
 * the status of a failed container reads "Error: <code>: <Instagram's text>" (or the code alone).
 * `retry`: the trouble may pass (a download that timed out, Instagram's own failure), so the
 * publication tries again with a fresh container; otherwise it fails with this reason and the
 * "not published" e-mail.
 */
const REEL_ERRORS: Record<string, { reason: string; retry: boolean }> = {
  "2207026": {
    reason:
      "Instagram could not process the video: it is not in a form Instagram takes for Reels (MP4 or MOV, H.264 or HEVC video, AAC sound, 23–60 frames a second, at most 1920 px wide). Export it again in that form and schedule it again.",
    retry: false,
  },
  "2207023": {
    reason: "Instagram did not recognise the file as a video. Export it again as MP4 and schedule it again.",
    retry: false,
  },
  "2207057": {
    reason: "The chosen cover is not a moment of the video. Pick the cover again within the clip.",
    retry: false,
  },
  "2207050": {
    reason:
      "Instagram says this account cannot publish right now (it is restricted or inactive). Open the Instagram app to see why, then press Retry.",
    retry: false,
  },
  "2207003": { reason: "Instagram took too long to download the video.", retry: true },
  "2207052": { reason: "Instagram could not download the video from its link.", retry: true },
  "2207053": { reason: "Instagram's upload of the video failed.", retry: true },
  "2207001": { reason: "Instagram had a server error while processing the video.", retry: true },
  "2207032": { reason: "Instagram could not make the Reel.", retry: true },
};

export interface ReelFailure {
  /** Instagram's error code, when the status named one. */
  code: string | null;
  message: string;
  retry: boolean;
}

/** A failed Reel container's status, read: its code, the creator's reason, whether to try again. */
export function reelFailure(detail: string | null): ReelFailure {
  const code = /\b(2207\d{3})\b/.exec(detail ?? "")?.[1] ?? null;
  const known = code ? REEL_ERRORS[code] : undefined;
  if (known) return { code, message: `${known.reason} (Instagram error ${code})`, retry: known.retry };
  const said = (detail ?? "").replace(/^Error:\s*/i, "").trim();
  return {
    code,
    message: `Instagram could not process the video${said ? `: ${said}` : "."}`,
    retry: false,
  };
}
