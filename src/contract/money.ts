/** Money in the interface language's form (issue 30): the rupee sign and the Indian grouping. */

/** Rupees in the locale's digit grouping (Indian in both: ₹1,00,000), with paise only when there are some. */
export const formatInrIn = (locale: string, rupees: number) =>
  `₹${rupees.toLocaleString(locale, { minimumFractionDigits: Number.isInteger(rupees) ? 0 : 2, maximumFractionDigits: 2 })}`;
