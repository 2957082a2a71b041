'use client';

import { BotCheck } from '@/features/bot-check/bot-check';
import { useT } from '@/i18n/client';

export interface AbuseFieldsProps {
  website: string;
  onWebsite: (value: string) => void;
  /** The bot check: remounted when `key` changes (its answers are single use); `error` is already translated. */
  botCheck: { key: number; onToken: (token: string | null) => void; error?: string };
}

/**
 * Abuse protection of the public forms: the hidden honeypot (people never
 * see or reach it, bots fill it in and their submission is dropped on the
 * server) and the bot check, whose answer the form sends as `bot_token`.
 */
export function AbuseFields({ website, onWebsite, botCheck }: AbuseFieldsProps) {
  const { t } = useT();
  return (
    <>
      <div
        aria-hidden="true"
        style={{
          position: 'absolute',
          left: -10000,
          top: 'auto',
          width: 1,
          height: 1,
          overflow: 'hidden',
        }}
      >
        <label>
          {t('services.request.honeypot')}
          <input
            type="text"
            name="website"
            tabIndex={-1}
            autoComplete="off"
            value={website}
            onChange={(e) => onWebsite(e.currentTarget.value)}
          />
        </label>
      </div>
      <BotCheck key={botCheck.key} onToken={botCheck.onToken} error={botCheck.error ?? null} />
    </>
  );
}
