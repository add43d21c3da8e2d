import { describe, expect, it } from 'vitest';
import { buildDemoDataset } from '@/demo-content-service/dataset/dataset';
import { createDemoClient, PUBLIC_URL } from './demo-client';

const client = createDemoClient();
const dataset = buildDemoDataset(PUBLIC_URL);

/** What a link promises by its file name: the type its answer must carry. */
const contentTypes: Record<string, string> = {
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
};

function promisedType(link: string): string | undefined {
  const extension = /\.([a-z]+)(?:\?|$)/i.exec(new URL(link).pathname)?.[1]?.toLowerCase();
  return extension ? contentTypes[extension] : undefined;
}

/** Every file and virtual visit of every record (estates, projects and their units) that the demo serves itself. */
const links = [...dataset.recordById.values()].flatMap((record) =>
  [...(record.files ?? []), ...(record.virtualVisits ?? [])]
    .map((file) => file.link)
    .filter((link): link is string => typeof link === 'string' && link.startsWith(PUBLIC_URL))
    .map((link) => ({ estateId: record.general.id, project: record.general.project === true, link })),
);

describe('the demo data set’s file links', () => {
  it('include floor plans of regular estates and of projects', () => {
    expect(links.some(({ project, link }) => project && link.endsWith('/plan.svg'))).toBe(true);
    expect(links.some(({ project, link }) => !project && link.endsWith('/plan.svg'))).toBe(true);
  });

  it('each answer 200 with the content type their file name promises', async () => {
    const failures: string[] = [];
    for (const { estateId, link } of links) {
      const answer = await client.get(link.slice(PUBLIC_URL.length));
      const expected = promisedType(link);
      const type = answer.headers.get('content-type') ?? '';
      if (answer.status !== 200 || !expected || !type.startsWith(expected))
        failures.push(`${estateId} ${link}: ${answer.status} ${type}`);
    }
    expect(failures).toEqual([]);
  });

  it('draw a project’s plan with a row for each floor of its units', async () => {
    const project = links.find(({ project: isProject, link }) => isProject && link.endsWith('/plan.svg'))!;
    const answer = await client.get(project.link.slice(PUBLIC_URL.length));
    expect(answer.text).toMatch(/^<svg/);
    expect(answer.text).toContain('Gelijkvloers');
    expect(answer.text).toContain('Verdieping 1');
  });
});
