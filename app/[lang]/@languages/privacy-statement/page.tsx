import { languageLinksOf } from '@/components/layout/page-language-switcher';
import { generateMetadata } from '../../privacy-statement/metadata';

export default languageLinksOf(generateMetadata);
