import { routeContentPage } from '@/components/cms/routeContentPage';

const { generateMetadata, RouteContentPage } = routeContentPage('/terms-of-use');

export { generateMetadata };
export default RouteContentPage;
