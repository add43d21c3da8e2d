import { languageLinksOf } from '@/components/layout/page-language-switcher';
import { generateMetadata } from '../../(pages)/[...path]/metadata';

export default languageLinksOf(generateMetadata);
