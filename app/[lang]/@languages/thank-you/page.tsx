import { languageLinksOf } from '@/components/layout/page-language-switcher';
import { generateMetadata } from '../../thank-you/metadata';

export default languageLinksOf(generateMetadata);
