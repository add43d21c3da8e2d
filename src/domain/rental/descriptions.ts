/** Whether a text from the content service carries HTML markup rather than plain paragraphs. */
export function isHtmlText(text: string): boolean {
  return /<\/?[a-z][^>]*>/i.test(text);
}

/** Plain text split into paragraphs at blank lines; single line breaks stay inside a paragraph. */
export function textParagraphs(text: string): string[] {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
}
