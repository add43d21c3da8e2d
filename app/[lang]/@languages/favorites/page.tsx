import { languageLinksOf } from '@/components/layout/page-language-switcher';
import { generateMetadata } from '../../favorites/page';

export default languageLinksOf(generateMetadata);
