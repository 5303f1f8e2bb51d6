import { useTranslation } from 'react-i18next';
import { serverMessageOf } from './server-message';

/**
 * The translated text of a failed call: the server's message in the page's language when we
 * know it, its own text otherwise, or `fallback` (e.g. 'Login failed') without an answer.
 */
export function useServerMessage(): (error: unknown, fallback: string) => string {
  const { t } = useTranslation('auth');
  return (error, fallback) => {
    const message = serverMessageOf(error);
    if (message.kind === 'known') return t(`server.${message.key}`);
    if (message.kind === 'text') return message.text;
    return fallback;
  };
}
