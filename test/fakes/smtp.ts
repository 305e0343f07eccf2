import { type AddressInfo, createServer } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server on localhost (the `smtp-server` package) that keeps what it receives. */
export async function startSmtpServer(options: { user?: string; pass?: string } = {}) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ["STARTTLS"],
    authOptional: !options.user,
    allowInsecureAuth: true,
    onAuth(auth, _session, callback) {
      if (auth.username === options.user && auth.password === options.pass)
        return callback(null, { user: auth.username });
      return callback(new Error("Invalid username or password"));
    },
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => {
        raw += chunk.toString("utf8");
      });
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = (server as unknown as { server: { address(): AddressInfo } }).server.address();
  return {
    port,
    received,
    url: options.user ? `smtp://${options.user}:${options.pass}@127.0.0.1:${port}` : `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A port with nothing listening, for delivery-failure tests. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** A received message's header fields, folded lines joined, by lower-case name (first of each). */
export function headersOf(raw: string): Map<string, string> {
  const block = (raw.split(/\r?\n\r?\n/)[0] ?? "").replace(/\r?\n[ \t]+/g, " ");
  const headers = new Map<string, string>();
  for (const line of block.split(/\r?\n/)) {
    const colon = line.indexOf(":");
    const name = line.slice(0, colon).toLowerCase();
    if (colon > 0 && !headers.has(name)) headers.set(name, line.slice(colon + 1).trim());
  }
  return headers;
}

/** A received message's body with quoted-printable undone (soft line breaks, =XX bytes). */
export function bodyOf(raw: string): string {
  const body = raw.slice(raw.search(/\r?\n\r?\n/)).trim();
  const bytes = body
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

export interface ReceivedAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** Splits one MIME entity into its header block (folded lines joined) and its body. */
function entityOf(raw: string): { headers: Map<string, string>; body: string } {
  const split = raw.search(/\r?\n\r?\n/);
  const head = split < 0 ? raw : raw.slice(0, split);
  const body = split < 0 ? "" : raw.slice(split).replace(/^\r?\n\r?\n/, "");
  return { headers: headersOf(`${head}\r\n\r\n`), body };
}

const parameterOf = (value: string | undefined, name: string) =>
  value ? new RegExp(`${name}\\*?="?([^";]+)"?`, "i").exec(value)?.[1] : undefined;

/**
 * The attachments of a received message, read as a mail client reads them: every part of a
 * multipart body (recursively) whose Content-Disposition is attachment, decoded from its
 * Content-Transfer-Encoding. Fails the test rather than guessing when the MIME is broken.
 */
export function attachmentsOf(raw: string): ReceivedAttachment[] {
  const found: ReceivedAttachment[] = [];
  const walk = (entity: { headers: Map<string, string>; body: string }) => {
    const type = entity.headers.get("content-type") ?? "text/plain";
    if (/^multipart\//i.test(type)) {
      const boundary = parameterOf(type, "boundary");
      if (!boundary) throw new Error(`multipart without boundary: ${type}`);
      const parts = entity.body.split(`--${boundary}`);
      if (!parts.at(-1)?.startsWith("--")) throw new Error(`multipart ${boundary} has no closing delimiter`);
      for (const part of parts.slice(1, -1)) walk(entityOf(part.replace(/^\r?\n/, "")));
      return;
    }
    const disposition = entity.headers.get("content-disposition") ?? "";
    if (!/^attachment/i.test(disposition)) return;
    const encoding = (entity.headers.get("content-transfer-encoding") ?? "7bit").toLowerCase();
    const content =
      encoding === "base64"
        ? Buffer.from(entity.body.replace(/\s+/g, ""), "base64")
        : Buffer.from(entity.body.replace(/\r?\n$/, ""), "latin1");
    found.push({
      filename: parameterOf(disposition, "filename") ?? parameterOf(type, "name") ?? "",
      contentType: type.split(";")[0]?.trim().toLowerCase() ?? "",
      content,
    });
  };
  walk(entityOf(raw));
  return found;
}
