import { useTranslation } from 'react-i18next';
import { type ServerMessage, serverMessageOf } from './server-message';

/**
 * The translated text of a failed call: the server's message in the page's language when we
 * know it, its own text otherwise, or `fallback` (e.g. 'Login failed') without an answer.
 */
export function useServerMessage(): (error: unknown, fallback: string) => string {
  const translate = useServerMessageText();
  return (error, fallback) => translate(serverMessageOf(error)) ?? fallback;
}

/** The text of an already read server message in the page's language; undefined for none. */
export function useServerMessageText(): (message: ServerMessage) => string | undefined {
  const { t } = useTranslation('auth');
  return (message) => {
    if (message.kind === 'known') return t(`server.${message.key}`);
    if (message.kind === 'text') return message.text;
    return undefined;
  };
}
