import { formatIstLongDate } from "#contract/dates.ts";
import type { MailMessage } from "#server/adapters/mail/index.ts";
import type { Config } from "#server/config.ts";

/** How many file names the warning lists before "and N more". */
const NAMES_LISTED = 20;

/**
 * The privacy policy's warning (decision 573): these files have not been used for almost
 * 6 months and will be deleted on `deleteOn` unless the owner opens them.
 */
export function retentionWarningMail(
  config: Config,
  input: { to: string; name: string; files: string[]; deleteOn: Date },
): MailMessage {
  const product = config.brand.name;
  const count = input.files.length;
  const listed = input.files.slice(0, NAMES_LISTED).map((name) => `- ${name}`);
  const more = count > NAMES_LISTED ? [`- and ${count - NAMES_LISTED} more`] : [];
  const what = count === 1 ? "1 file" : `${count} files`;
  return {
    kind: "retention-warning",
    to: input.to,
    subject: `${what} in your ${product} library will be deleted on ${formatIstLongDate(input.deleteOn)}`,
    text: [
      `Hello ${input.name},`,
      "",
      `As our privacy policy says, uploaded content that has not been used for 6 months is deleted. ${count === 1 ? "This file has" : "These files have"} not been opened, downloaded or used for a caption for almost 6 months:`,
      "",
      ...listed,
      ...more,
      "",
      `${count === 1 ? "It" : "They"} will be deleted with ${count === 1 ? "its previews" : "their previews"} on ${formatIstLongDate(input.deleteOn)}. To keep a file, open it in your library, download it or create a post from it before then:`,
      `${config.publicUrl}/upload`,
      "",
      `— ${product} (${config.brand.supportEmail})`,
    ].join("\n"),
  };
}
