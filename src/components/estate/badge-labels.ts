/** The EstateCard message of each status, so a detail page names a status exactly as its card did. */
export { statusMessageKeys as badgeMessageKeys } from '@/display/listing/status-labels';
