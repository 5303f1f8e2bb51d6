import { MAX_BIRTH_PROFILES } from '@jyotish/contract';
import { useTranslation } from 'react-i18next';
import { type ServerMessage, serverMessageOf } from './server-message';

/**
 * The translated text of a failed call: the text of its reason in the page's language, the
 * answer's own text when it is not the contract's error, or `fallback` (e.g. 'Login failed')
 * without an answer.
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
    if (message.kind === 'reason')
      return t(`reasons.${message.reason}`, { max: MAX_BIRTH_PROFILES });
    if (message.kind === 'text') return message.text;
    return undefined;
  };
}
