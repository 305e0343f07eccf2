import { publicConfig } from "./public-config.ts";

/** Values for `{placeholders}` in long-form texts (legal pages, articles), from the configuration. */
export function siteValues(): Record<string, string> {
  const config = publicConfig();
  const company = config.company?.legalName ?? config.productName;
  const grievanceEmail = config.grievanceOfficer?.email ?? config.supportEmail;
  const grievanceName = config.grievanceOfficer?.name;
  return {
    product: config.productName,
    hashtag: config.hashtag,
    supportEmail: config.supportEmail,
    company,
    grievanceEmail,
    grievanceOfficer: grievanceName
      ? `Our Grievance Officer is ${grievanceName}, ${company}${config.company?.address ? `, ${config.company.address}` : ""}.`
      : `Our Grievance Officer handles questions and complaints about personal data for ${company}.`,
  };
}
