'use client';

import { useT } from '@/i18n/client';

/**
 * The hidden honeypot of the public forms: people never see or reach it,
 * bots fill it in and their submission is dropped on the server.
 *
 * This is also where the bot-check widget goes (another piece of work): it
 * renders here and reports its answer through `onBotToken`, which the forms
 * already send as `bot_token`.
 */
export function AbuseFields({ website, onWebsite }: { website: string; onWebsite: (value: string) => void; onBotToken?: (token: string) => void }) {
  const { t } = useT();
  return (
    <div aria-hidden="true" style={{ position: 'absolute', left: -10000, top: 'auto', width: 1, height: 1, overflow: 'hidden' }}>
      <label>
        {t('services.request.honeypot')}
        <input type="text" name="website" tabIndex={-1} autoComplete="off" value={website} onChange={(e) => onWebsite(e.currentTarget.value)} />
      </label>
    </div>
  );
}
