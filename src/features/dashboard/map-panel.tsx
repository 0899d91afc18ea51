import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Paper, Title } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { IconWifiOff } from '@tabler/icons-react';

/** The ship-tracking map's address: a build setting (README), with a public AIS map as default. */
export const MAP_EMBED_URL: string =
  import.meta.env.VITE_MAP_EMBED_URL ||
  'https://www.myshiptracking.com/?map=1&lat=39.0&lng=32.0&zoom=5&showmenu=0&showtrack=0';

/**
 * How long the map may take to load. A device that is connected but has no internet (a ship's
 * captive portal) reports itself online, and the frame then hangs instead of failing; after this
 * long the user gets the same plain message as offline, with a retry.
 */
export const MAP_TIMEOUT_MS = 12_000;

export function MapPanel() {
  const { t } = useLingui();
  const { online } = useNetwork();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<'loading' | 'loaded' | 'timeout'>('loading');

  useEffect(() => {
    if (!online) return;
    setState('loading');
    const timer = window.setTimeout(() => setState((current) => (current === 'loading' ? 'timeout' : current)), MAP_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [online, attempt]);

  return (
    <Paper withBorder radius="md" p="md">
      <Title order={4} mb="sm">{t`Gemi Takip`}</Title>
      {online && state !== 'timeout' ? (
        <iframe
          key={attempt}
          src={MAP_EMBED_URL}
          title={t`Gemi takip haritası`}
          style={{ width: '100%', height: 'clamp(320px, 48vh, 560px)', border: 0, borderRadius: 8 }}
          referrerPolicy="no-referrer"
          onLoad={() => setState('loaded')}
        />
      ) : (
        <Alert color="gray" icon={<IconWifiOff />} title={online ? t`Harita yüklenemedi` : t`Çevrimdışısınız`} data-testid="map-unavailable">
          {t`Gemi takip haritası internet bağlantısı gerektirir. Bağlantı geldiğinde harita kendiliğinden görünür.`}
          {online && (
            <Button mt="sm" size="xs" variant="light" display="block" onClick={() => setAttempt((n) => n + 1)}>
              {t`Yeniden dene`}
            </Button>
          )}
        </Alert>
      )}
    </Paper>
  );
}
