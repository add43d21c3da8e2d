import { languageLinksOf } from '@/components/layout/page-language-switcher';
import { generateMetadata } from '../../thank-you/page';

export default languageLinksOf(generateMetadata);
