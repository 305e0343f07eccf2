/** Long-form text as data: headings, paragraphs and lists (rendered by <Prose>). */
export type Block = { h2: string } | { h3: string } | { p: string } | { ul: readonly string[] };
