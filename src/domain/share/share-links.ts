/**
 * Where the share menu sends a page without loading anything from another host: plain links the
 * visitor follows (privacy rule of the site, no widget).
 */
export function whatsAppShareHref(url: string, title: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`;
}

/** A new mail with the page's title as subject and its address in the body. */
export function mailShareHref(url: string, title: string): string {
  return `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(`${title}\n${url}`)}`;
}
