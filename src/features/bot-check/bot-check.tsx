'use client';

import type {} from 'altcha/types/react';
import { Box, Input, Loader, Text } from '@mantine/core';
import { useT } from '@/i18n/client';
import { useEffect, useRef, useState } from 'react';
import { loadRecaptcha, type Grecaptcha } from '@/features/bot-check/recaptcha-script';

type PublicConfig =
  { provider: 'altcha'; challengeUrl: string } | { provider: 'recaptcha'; siteKey: string };

let configPromise: Promise<PublicConfig> | undefined;
function botCheckConfig(): Promise<PublicConfig> {
  configPromise ??= fetch('/api/bot-check', { credentials: 'same-origin' })
    .then((r) => r.json() as Promise<PublicConfig>)
    .catch(() => {
      configPromise = undefined;
      return { provider: 'altcha', challengeUrl: '/api/bot-check/challenge' } as PublicConfig;
    });
  return configPromise;
}

export interface BotCheckProps {
  /** Called with the token to send as the form's `token` field, or null when it lapses. */
  onToken: (token: string | null) => void;
  /** The error to show under the check (already translated). */
  error?: string | null;
}

/**
 * The bot check of the public forms: the self-hosted ALTCHA widget, or the
 * reCAPTCHA v2 checkbox in Thai when the server is configured with its keys.
 * Send the token as `token` and verify it on the server with verifyBotCheck()
 * (src/server/bot-check). Unmounting it (closing the dialog) resets it;
 * remount it (change its key) after a failed submit, since tokens are single-use.
 */
export function BotCheck({ onToken, error }: BotCheckProps) {
  const { t, i18n } = useT();
  const [config, setConfig] = useState<PublicConfig | null>(null);
  const onTokenRef = useRef(onToken);
  useEffect(() => {
    onTokenRef.current = onToken;
  }, [onToken]);

  useEffect(() => {
    let live = true;
    void botCheckConfig().then((c) => live && setConfig(c));
    return () => {
      live = false;
    };
  }, []);

  return (
    <Input.Wrapper
      label={t('member.bot_check.label')}
      error={error ?? undefined}
      data-testid="bot-check"
    >
      <Box mt={4}>
        {!config ? (
          <Text size="sm" c="dimmed">
            <Loader size="xs" mr={6} />
            {t('member.bot_check.loading')}
          </Text>
        ) : config.provider === 'altcha' ? (
          <AltchaWidget
            challengeUrl={config.challengeUrl}
            language={i18n.language === 'en' ? 'en' : 'th'}
            onToken={(v) => onTokenRef.current(v)}
          />
        ) : (
          <RecaptchaWidget siteKey={config.siteKey} onToken={(v) => onTokenRef.current(v)} />
        )}
      </Box>
    </Input.Wrapper>
  );
}

function AltchaWidget({
  challengeUrl,
  language,
  onToken,
}: {
  challengeUrl: string;
  language: 'th' | 'en';
  onToken: (token: string | null) => void;
}) {
  const ref = useRef<HTMLElement>(null);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let live = true;
    void Promise.all([import('altcha'), import('altcha/i18n/th'), import('altcha/i18n/en')]).then(
      () => live && setReady(true),
    );
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    const el = ref.current;
    if (!ready || !el) return;
    const listener = (event: Event) => {
      const detail = (event as CustomEvent<{ state: string; payload?: string }>).detail;
      onToken(detail.state === 'verified' && detail.payload ? detail.payload : null);
    };
    el.addEventListener('statechange', listener);
    return () => el.removeEventListener('statechange', listener);
  }, [ready, onToken]);

  if (!ready) return <Loader size="xs" />;
  return (
    <altcha-widget
      ref={ref}
      challenge={challengeUrl}
      language={language}
      name="altcha"
      configuration={JSON.stringify({ hideLogo: false, hideFooter: false })}
    />
  );
}

/** SPEC.md section 4: hidden 1 s after the dialog opens, shown again at 1.5 s, reset on close. */
const HIDE_AT_MS = 1000;
const SHOW_AT_MS = 1500;

function RecaptchaWidget({
  siteKey,
  onToken,
}: {
  siteKey: string;
  onToken: (token: string | null) => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [hidden, setHidden] = useState(false);

  useEffect(() => {
    const hide = setTimeout(() => setHidden(true), HIDE_AT_MS);
    const show = setTimeout(() => setHidden(false), SHOW_AT_MS);
    return () => {
      clearTimeout(hide);
      clearTimeout(show);
    };
  }, []);

  useEffect(() => {
    let widgetId: number | undefined;
    let api: Grecaptcha | undefined;
    let live = true;
    void loadRecaptcha('th').then((g) => {
      if (!live || !ref.current) return;
      api = g;
      widgetId = g.render(ref.current, {
        sitekey: siteKey,
        callback: (token: string) => onToken(token),
        'expired-callback': () => onToken(null),
        'error-callback': () => onToken(null),
      });
    });
    return () => {
      live = false;
      if (api && widgetId !== undefined) api.reset(widgetId);
      onToken(null);
    };
  }, [siteKey, onToken]);

  return <div ref={ref} style={{ visibility: hidden ? 'hidden' : 'visible', minHeight: 78 }} />;
}
