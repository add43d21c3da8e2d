import { StatusMessage } from './StatusMessage';

type Props = { title: string; text: string; retry: string };

/**
 * "Back soon": the content service cannot give this page now. Its one action is a plain reload of the
 * address the visitor asked for, which the site serves again as soon as it can.
 */
export function OutageMessage({ title, text, retry }: Props) {
  return (
    <StatusMessage
      code="503"
      title={title}
      text={text}
      actions={
        <a href="" className="button">
          {retry}
        </a>
      }
    />
  );
}
