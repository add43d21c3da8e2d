import { languageLinksOf } from '@/components/layout/page-language-switcher';
import { generateMetadata } from '../../terms-of-use/metadata';

export default languageLinksOf(generateMetadata);
