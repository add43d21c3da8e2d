import { routeContentPage } from '@/components/cms/routeContentPage';

export { generateMetadata } from './metadata';
export default routeContentPage('/terms-of-use');
