import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Loader, Paper, Text, Title } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { IconWifiOff } from '@tabler/icons-react';
import { DEFAULT_MAP_EMBED_URL } from '../../domain/embeds';
import classes from './dashboard.module.css';

/** The ship-tracking map's address: a build setting (README), with a public AIS map as default. */
export const MAP_EMBED_URL: string = import.meta.env.VITE_MAP_EMBED_URL || DEFAULT_MAP_EMBED_URL;

/**
 * How long the map may take to load. A device that is connected but has no internet (a ship's
 * captive portal) reports itself online, and the frame then hangs instead of failing; after this
 * long the user gets the same plain message as offline, with a retry.
 */
export const MAP_TIMEOUT_MS = 12_000;

type MapState = 'checking' | 'loading' | 'loaded' | 'failed';

/**
 * Whether the map's host answers at all. A frame that cannot load shows the browser's own error
 * page and still fires `load`, so the frame cannot tell; an opaque request (no-cors) can: it
 * settles with any answer and rejects only when nothing answered (no route, no DNS, a portal's
 * broken TLS). The server's Content Security Policy lets the page reach this one origin.
 */
async function mapHostAnswers(signal: AbortSignal): Promise<boolean> {
  try {
    await fetch(MAP_EMBED_URL, { mode: 'no-cors', cache: 'no-store', credentials: 'omit', signal });
    return true;
  } catch {
    return false;
  }
}

export function MapPanel() {
  const { t } = useLingui();
  const { online } = useNetwork();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<MapState>('checking');

  useEffect(() => {
    if (!online) return;
    setState('checking');
    const probe = new AbortController();
    const timer = window.setTimeout(() => {
      probe.abort();
      setState((current) => (current === 'loaded' ? current : 'failed'));
    }, MAP_TIMEOUT_MS);
    void mapHostAnswers(probe.signal).then((answers) => {
      if (probe.signal.aborted) return;
      setState((current) => (current !== 'checking' ? current : answers ? 'loading' : 'failed'));
    });
    return () => {
      probe.abort();
      window.clearTimeout(timer);
    };
  }, [online, attempt]);

  return (
    <Paper withBorder radius="md" p="md" className={classes.mapCard}>
      <Title order={4} mb="sm">{t`Gemi Takip`}</Title>
      {!online || state === 'failed' ? (
        <div className={classes.mapArea} data-unavailable>
          <Alert
            variant="default"
            maw={460}
            m="md"
            icon={<IconWifiOff />}
            title={online ? t`Harita yüklenemedi` : t`Çevrimdışısınız`}
            data-testid="map-unavailable"
          >
            {t`Gemi takip haritası internet bağlantısı gerektirir. Bağlantı geldiğinde harita kendiliğinden görünür.`}
            {online && (
              <Button mt="sm" size="xs" variant="light" display="block" onClick={() => setAttempt((n) => n + 1)}>
                {t`Yeniden dene`}
              </Button>
            )}
          </Alert>
        </div>
      ) : state === 'checking' ? (
        <div className={classes.mapArea} data-testid="map-checking">
          <Loader size="sm" mr="sm" />
          <Text c="dimmed" size="sm">{t`Harita yükleniyor…`}</Text>
        </div>
      ) : (
        <iframe
          key={attempt}
          src={MAP_EMBED_URL}
          title={t`Gemi takip haritası`}
          className={classes.mapFrame}
          referrerPolicy="no-referrer"
          onLoad={() => setState('loaded')}
        />
      )}
    </Paper>
  );
}
