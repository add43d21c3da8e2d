import { handleRevalidation } from '@/server/freshness/revalidate-handler';

/** The content service's signed word that something changed: see src/server/freshness. */
export const POST = handleRevalidation;
