import { languageLinksOf } from '@/components/layout/page-language-switcher';
import { generateMetadata } from '../../favorites/metadata';

export default languageLinksOf(generateMetadata);
