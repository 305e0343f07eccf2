/**
 * A legal page's Hindi summary (issue 30, decision 809): the English text governs, so a Hindi
 * reader gets the page's gist in Hindi on top and the full English text below it. Each page's
 * summary is in that page's own chunk, never in another page's JavaScript.
 */
export interface LegalSummary {
  title: string;
  points: readonly string[];
}

/** The words around every summary. */
export const SUMMARY_WORDS = {
  heading: "संक्षेप में",
  governs:
    "यह हिन्दी सार आपकी सुविधा के लिए है। कानूनी तौर पर नीचे दिया गया अंग्रेज़ी पाठ ही मान्य है; दोनों में कोई फ़र्क लगे तो अंग्रेज़ी पाठ की बात मानी जाएगी।",
  fullText: "पूरा पाठ (अंग्रेज़ी में)",
  lastUpdated: "पिछला बदलाव:",
} as const;
