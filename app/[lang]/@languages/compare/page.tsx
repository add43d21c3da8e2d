import { languageLinksOf } from '@/components/layout/page-language-switcher';
import { generateMetadata } from '../../compare/page';

export default languageLinksOf(generateMetadata);
