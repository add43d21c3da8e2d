import { routeContentMetadata } from '@/server/route-content-page';

export const generateMetadata = routeContentMetadata('/terms-of-use');
