import { languageLinksOf } from '@/components/layout/page-language-switcher';
import { generateMetadata } from '../../../keep-me-informed/[token]/metadata';

export default languageLinksOf(generateMetadata);
