'use client';

import { Anchor, AspectRatio, Button, Stack } from '@mantine/core';
import { useT } from '@/i18n/client';
import { useState } from 'react';

/** OpenStreetMap's embeddable view around the marker of a map link (…?mlat=..&mlon=..). */
export function osmEmbedUrl(mapUrl: string): string | null {
  const url = new URL(mapUrl);
  const lat = Number(url.searchParams.get('mlat'));
  const lon = Number(url.searchParams.get('mlon'));
  if (!Number.isFinite(lat) || !Number.isFinite(lon) || (!lat && !lon)) return null;
  const bbox = [lon - 0.008, lat - 0.005, lon + 0.008, lat + 0.005]
    .map((n) => n.toFixed(5))
    .join(',');
  return `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${lat},${lon}`;
}

/**
 * The centre on a map. The third-party map loads only when the visitor asks
 * for it: no request to OpenStreetMap otherwise (privacy, and pages and
 * tests work offline); the link opens the full map in any case.
 */
export function ContactMap({ mapUrl }: { mapUrl: string }) {
  const { t } = useT();
  const [shown, setShown] = useState(false);
  const embed = osmEmbedUrl(mapUrl);
  return (
    <Stack gap="xs">
      {shown && embed ? (
        <AspectRatio ratio={4 / 3}>
          <iframe
            src={embed}
            title={t('services.contact.map_title')}
            loading="lazy"
            style={{ border: 0, borderRadius: 8 }}
            referrerPolicy="no-referrer"
          />
        </AspectRatio>
      ) : (
        embed && (
          <Button variant="light" onClick={() => setShown(true)} data-testid="show-map">
            {t('services.contact.show_map')}
          </Button>
        )
      )}
      <Anchor href={mapUrl} target="_blank" rel="noopener noreferrer" size="sm">
        {t('services.contact.open_map')} ↗
      </Anchor>
    </Stack>
  );
}
