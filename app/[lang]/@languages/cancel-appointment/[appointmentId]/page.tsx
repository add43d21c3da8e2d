import { languageLinksOf } from '@/components/layout/page-language-switcher';
import { generateMetadata } from '../../../cancel-appointment/[appointmentId]/metadata';

export default languageLinksOf(generateMetadata);
