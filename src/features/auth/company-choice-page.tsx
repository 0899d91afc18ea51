import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { Badge, Center, Paper, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconBuilding, IconBuildingCommunity } from '@tabler/icons-react';
import { selectCompany, useCompanies } from '../../data/companies';
import classes from './company-choice-page.module.css';

/** docs/areas/companies-and-users.md: the company the user acts for; 'Hepsi' (all) is stored as ''. */
export function CompanyChoicePage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const companies = useCompanies() ?? [];
  const choose = (id: string) => {
    selectCompany(id);
    void navigate({ to: '/' });
  };
  return (
    <Center mih="100vh" p="md" bg="gray.0" component="main">
      <Paper withBorder shadow="sm" p="xl" radius="md" w={720} maw="100%">
        <Stack>
          <Title order={2}>{t`Şirket Seçiniz`}</Title>
          <Text
            c="dimmed"
            size="sm"
          >{t`Hangi şirket adına çalışacağınızı seçin. Seçiminizi daha sonra üst menüden değiştirebilirsiniz.`}</Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <UnstyledButton className={classes.card} onClick={() => choose('')}>
              <IconBuildingCommunity size={28} stroke={1.5} />
              <div>
                <Text fw={600}>{t`Hepsi`}</Text>
                <Text size="xs" c="dimmed">{t`Yetkili olduğunuz tüm şirketler`}</Text>
              </div>
            </UnstyledButton>
            {companies.map((company) => (
              <UnstyledButton key={company._id} className={classes.card} onClick={() => choose(company._id)}>
                <IconBuilding size={28} stroke={1.5} />
                <div>
                  <Text fw={600}>{company.isim}</Text>
                  <Badge size="xs" variant="light">
                    {company.tip}
                  </Badge>
                  {company.gemi?.adi && (
                    <Text size="xs" c="dimmed">
                      {company.gemi.adi}
                    </Text>
                  )}
                </div>
              </UnstyledButton>
            ))}
          </SimpleGrid>
        </Stack>
      </Paper>
    </Center>
  );
}
