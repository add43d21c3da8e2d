/**
 * The consent texts of a form, one per kind of agreement, as inline HTML safe to render inside a
 * label: the content service's agreement texts (sanitized, links to the privacy statement and terms
 * of use pages), or the site's own wording when the service has none.
 */
export type FormAgreements = {
  /** The consent every form requires (§5). */
  privacy: string;
  terms: string;
  /** Opting in to news and new listings by e-mail. */
  marketing: string;
};
