import { languageLinksOf } from '@/components/layout/page-language-switcher';
import { generateMetadata } from '../page';

export default languageLinksOf(generateMetadata);
