/** Settings the browser needs, sent inside the HTML as a JSON data block (no extra request). */
export interface PublicConfig {
  productName: string;
  hashtag: string;
  supportEmail: string;
  /** True when an OpenID Connect provider is configured ("Other Login" button). */
  otherLogin: boolean;
}

export const PUBLIC_CONFIG_ELEMENT_ID = "app-config";
