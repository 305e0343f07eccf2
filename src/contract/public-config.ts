/** A quote from a real user, configured by the operator (TESTIMONIALS_JSON); never invented. */
export interface Testimonial {
  name: string;
  /** e.g. "Food creator, Pune" or an Instagram handle. */
  role?: string;
  quote: string;
}

export type SocialNetwork = "instagram" | "youtube" | "x" | "facebook" | "linkedin";

export interface SocialAccount {
  network: SocialNetwork;
  url: string;
}

/** Settings the browser needs, sent inside the HTML as a JSON data block (no extra request). */
export interface PublicConfig {
  productName: string;
  /** The site's own address (PUBLIC_URL), for examples that name it (the API reference). */
  publicUrl?: string;
  hashtag: string;
  supportEmail: string;
  /** True when an OpenID Connect provider is configured ("Other Login" button). */
  otherLogin: boolean;
  /**
   * True when captions come from the built-in offline writer (no AI model configured), so
   * screens can say what it does not do, e.g. take on a trained brand voice.
   */
  offlineWriter: boolean;
  /**
   * A third-party analytics tag the operator configured (ANALYTICS_GTAG_ID), loaded only after
   * the visitor agrees; absent by default (decision 553).
   */
  analyticsTag?: { kind: "gtag"; id: string };
  /** Shown on the landing pages only when there is at least one. */
  testimonials?: Testimonial[];
  /** Footer icons, only for the accounts that are configured. */
  social?: SocialAccount[];
  /** The company behind the product, named in the legal pages and the footer. */
  company?: { legalName: string; address?: string };
  /** The Grievance Officer (DPDP Act 2023, IT Rules 2021) named in the privacy policy. */
  grievanceOfficer?: { name?: string; email: string };
}

export const PUBLIC_CONFIG_ELEMENT_ID = "app-config";
