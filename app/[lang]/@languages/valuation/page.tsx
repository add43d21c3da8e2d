import { languageLinksOf } from '@/components/layout/page-language-switcher';
import { generateMetadata } from '../../valuation/metadata';

export default languageLinksOf(generateMetadata);
