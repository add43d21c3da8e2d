import { languageLinksOf } from '@/components/layout/page-language-switcher';
import { generateMetadata } from '../../../../../offer/[estateId]/[slug]/[entityId]/metadata';

export default languageLinksOf(generateMetadata);
