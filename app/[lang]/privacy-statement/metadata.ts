import { routeContentMetadata } from '@/server/route-content-page';

export const generateMetadata = routeContentMetadata('/privacy-statement');
