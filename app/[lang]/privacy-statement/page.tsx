import { routeContentPage } from '@/components/cms/routeContentPage';

const { generateMetadata, RouteContentPage } = routeContentPage('/privacy-statement');

export { generateMetadata };
export default RouteContentPage;
