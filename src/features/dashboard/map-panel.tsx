import { useLingui } from '@lingui/react/macro';
import { Alert, Paper, Title } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { IconWifiOff } from '@tabler/icons-react';

/** The ship-tracking map's address: a build setting (README), with a public AIS map as default. */
export const MAP_EMBED_URL: string =
  import.meta.env.VITE_MAP_EMBED_URL ||
  'https://www.myshiptracking.com/?map=1&lat=39.0&lng=32.0&zoom=5&showmenu=0&showtrack=0';

export function MapPanel() {
  const { t } = useLingui();
  const { online } = useNetwork();
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={4} mb="sm">{t`Gemi Takip`}</Title>
      {online ? (
        <iframe
          src={MAP_EMBED_URL}
          title={t`Gemi takip haritası`}
          style={{ width: '100%', height: 420, border: 0, borderRadius: 8 }}
          loading="lazy"
          referrerPolicy="no-referrer"
        />
      ) : (
        <Alert color="gray" icon={<IconWifiOff />} title={t`Çevrimdışısınız`}>
          {t`Gemi takip haritası internet bağlantısı gerektirir. Bağlantı geldiğinde harita kendiliğinden görünür.`}
        </Alert>
      )}
    </Paper>
  );
}
