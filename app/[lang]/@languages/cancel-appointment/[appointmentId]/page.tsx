import { languageLinksOf } from '@/components/layout/page-language-switcher';
import { generateMetadata } from '../../../cancel-appointment/[appointmentId]/page';

export default languageLinksOf(generateMetadata);
