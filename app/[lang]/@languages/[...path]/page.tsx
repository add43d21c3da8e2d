import { languageLinksOf } from '@/components/layout/page-language-switcher';
import { generateMetadata } from '../../(pages)/[...path]/page';

export default languageLinksOf(generateMetadata);
