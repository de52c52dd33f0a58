import { useTranslation } from '../i18n/use-translation.ts';
import type { MessageKey } from '@nagar/contract';

/**
 * The message of a refused sign-in step (the password, the code): too many attempts says how many minutes to wait
 * (15 unless the answer says), any other refusal its own message; null when nothing was refused.
 */
export function useRefusal(result: { error?: MessageKey; minutes?: number } | undefined): string | null {
  const { t } = useTranslation();
  if (result?.error === 'tooManyAttempts') return t('msg.tooManyAttempts', { minutes: result.minutes ?? 15 });
  return result?.error ? t(`msg.${result.error}`) : null;
}
