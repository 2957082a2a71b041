'use client';

import { Alert, Button, Group, Stack } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useT } from '@/i18n/client';

interface Controls {
  stop: () => void;
}

/**
 * The camera and the QR decoder (@zxing/browser, imported when the camera
 * starts, so only this screen loads it). Calls `onCode` with each code read;
 * the same code again within three seconds is ignored (a pass held in front
 * of the camera is read many times a second).
 */
export function QrCamera({ onCode }: { onCode: (text: string) => void }) {
  const { t } = useT();
  const video = useRef<HTMLVideoElement>(null);
  const controls = useRef<Controls | null>(null);
  const last = useRef<{ text: string; at: number } | null>(null);
  const handler = useRef(onCode);
  const [on, setOn] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    handler.current = onCode;
  }, [onCode]);

  useEffect(() => () => controls.current?.stop(), []);

  async function start() {
    setError(null);
    try {
      const { BrowserQRCodeReader } = await import('@zxing/browser');
      const reader = new BrowserQRCodeReader(undefined, { delayBetweenScanAttempts: 150 });
      // The video must be shown before the stream starts: Chrome may not play a hidden (display: none) video, and
      // then no frame is ever decoded.
      flushSync(() => setOn(true));
      controls.current = await reader.decodeFromConstraints(
        { video: { facingMode: 'environment' } },
        video.current!,
        (result) => {
          if (!result) return;
          const text = result.getText();
          const now = Date.now();
          if (last.current && last.current.text === text && now - last.current.at < 3000) return;
          last.current = { text, at: now };
          handler.current(text);
        },
      );
    } catch {
      setOn(false);
      setError(t('checkin.camera_error'));
    }
  }

  function stop() {
    controls.current?.stop();
    controls.current = null;
    setOn(false);
  }

  return (
    <Stack gap="xs">
      <video
        ref={video}
        muted
        playsInline
        aria-label={t('checkin.camera_label')}
        data-testid="checkin-video"
        style={{
          width: '100%',
          maxHeight: 360,
          background: '#111',
          borderRadius: 8,
          display: on ? 'block' : 'none',
          objectFit: 'cover',
        }}
      />
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <Group>
        {on ? (
          <Button variant="default" onClick={stop} data-testid="checkin-camera-stop">
            {t('checkin.camera_stop')}
          </Button>
        ) : (
          <Button onClick={() => void start()} data-testid="checkin-camera-start">
            {t('checkin.camera_start')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
