import { languageLinksOf } from '@/components/layout/page-language-switcher';
import { generateMetadata } from '../../terms-of-use/page';

export default languageLinksOf(generateMetadata);
