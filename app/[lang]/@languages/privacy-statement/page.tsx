import { languageLinksOf } from '@/components/layout/page-language-switcher';
import { generateMetadata } from '../../privacy-statement/page';

export default languageLinksOf(generateMetadata);
