// Rows `{ name, value, target, holds }` (a null target is a figure reported without a goal) and their
// Markdown: a table of every figure of Lighthouse per page, then every measure with its target.

export function row(name, value, target, holds) {
  return {
    name,
    value,
    target: target ?? null,
    holds: target === undefined || target === null ? true : holds,
  };
}

const cell = (value) => (value === null || value === undefined ? '–' : String(value));

export function lighthouseTable(lighthouse) {
  const lines = [
    '| page | preset | performance | LCP (ms) | TBT (ms) | CLS | accessibility | best practices | SEO |',
    '|---|---|---|---|---|---|---|---|---|',
  ];
  for (const [page, presets] of Object.entries(lighthouse)) {
    for (const [preset, f] of Object.entries(presets)) {
      lines.push(
        `| ${page} | ${preset} | ${f.performance} | ${f.lcp} | ${f.tbt} | ${f.cls} | ${f.accessibility} | ${f.bestPractices} | ${f.seo} |`,
      );
    }
  }
  return lines.join('\n');
}

export function targetsTable(rows) {
  const lines = ['| measure | value | target | holds |', '|---|---|---|---|'];
  for (const entry of rows) {
    const holds = entry.target === null ? '–' : entry.holds ? 'yes' : '**NO**';
    lines.push(`| ${entry.name} | ${cell(entry.value)} | ${cell(entry.target)} | ${holds} |`);
  }
  return lines.join('\n');
}
