import { FONT_AFTER_PHOTO_SCRIPT } from './font-after-photo-script';

/** The inline script that lets the page use its font once the main photo is drawn (see the script). */
export function FontAfterPhoto({ nonce }: { nonce?: string }) {
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: FONT_AFTER_PHOTO_SCRIPT }} />;
}
