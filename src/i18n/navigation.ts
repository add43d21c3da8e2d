export { getPathname, permanentRedirect, redirect, usePathname, useRouter } from './locale-navigation';
export { IntentLink as Link } from './IntentLink';
