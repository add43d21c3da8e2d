import { serializeJsonLd } from '@/display/json-ld';

/** Structured data for search engines, with '<' escaped so the content cannot end the script. */
export function JsonLdScript({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
