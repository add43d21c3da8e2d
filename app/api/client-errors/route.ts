import { handleClientErrorReport } from '@/server/client-errors/report-handler';

/** Browsers report script chunks that failed to load here (navigator.sendBeacon). */
export const POST = handleClientErrorReport;
