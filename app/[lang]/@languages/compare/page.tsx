import { languageLinksOf } from '@/components/layout/page-language-switcher';
import { generateMetadata } from '../../compare/metadata';

export default languageLinksOf(generateMetadata);
