/** Turns [heading, paragraph, …] sections into the simple HTML a richText block carries. */
export function sectionsToHtml(sections: readonly (readonly [string, ...string[]])[]): string {
  return sections
    .map(([heading, ...paragraphs]) =>
      [`<h2>${heading}</h2>`, ...paragraphs.map((text) => `<p>${text}</p>`)].join(''),
    )
    .join('');
}

export function paragraphsToHtml(paragraphs: readonly string[]): string {
  return paragraphs.map((text) => `<p>${text}</p>`).join('');
}
