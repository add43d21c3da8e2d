import { languageLinksOf } from '@/components/layout/page-language-switcher';
import { generateMetadata } from '../metadata';

export default languageLinksOf(generateMetadata);
