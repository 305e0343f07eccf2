import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

/**
 * Instagram access tokens at rest: AES-256-GCM with a 12-byte random IV and the id of the
 * workspace the account is connected to as associated data (a ciphertext copied onto another
 * workspace's row does not decrypt; a personal workspace has its owner's id, so tokens stored
 * before teams, bound to the user id, still decrypt). Stored as "v1.<iv>.<tag>.<ciphertext>" in
 * base64url (decision 651).
 */
export interface TokenCipher {
  encrypt(token: string, workspaceId: string): string;
  decrypt(stored: string, workspaceId: string): string;
}

/**
 * The key: INSTAGRAM_TOKEN_KEY (required with a Meta app), else — sandbox only — derived with
 * HKDF-SHA256 from the app secret (APP_SECRET, or the random one kept in DATA_DIR/app-secret
 * with mode 0600), so it never needs its own file.
 */
export function tokenKeyFor(configured: Buffer | undefined, appSecret: string): Buffer {
  if (configured) return configured;
  return Buffer.from(hkdfSync("sha256", appSecret, "captionkaro", "instagram-token-key v1", 32));
}

export function createTokenCipher(key: Buffer): TokenCipher {
  if (key.length !== 32) throw new Error("the Instagram token key must be 32 bytes");
  return {
    encrypt(token, workspaceId) {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      cipher.setAAD(Buffer.from(workspaceId));
      const ciphertext = Buffer.concat([cipher.update(token, "utf8"), cipher.final()]);
      return ["v1", iv, cipher.getAuthTag(), ciphertext]
        .map((p) => (typeof p === "string" ? p : p.toString("base64url")))
        .join(".");
    },
    decrypt(stored, workspaceId) {
      const [version, iv, tag, ciphertext] = stored.split(".");
      if (version !== "v1" || !iv || !tag || ciphertext === undefined) throw new Error("unknown token format");
      const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
      decipher.setAAD(Buffer.from(workspaceId));
      decipher.setAuthTag(Buffer.from(tag, "base64url"));
      return Buffer.concat([decipher.update(Buffer.from(ciphertext, "base64url")), decipher.final()]).toString("utf8");
    },
  };
}
