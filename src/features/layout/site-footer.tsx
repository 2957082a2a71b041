import { Anchor, Box, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { getPageT } from '@/i18n/server';
import { AnchorLink } from '@/features/ui/links';
import { siteConfig } from '@/config/site';
import { serviceKinds } from '@/features/layout/nav-items';

export async function SiteFooter() {
  const { t, locale } = await getPageT();
  return (
    <Box component="footer" bg="institute.9" c="gray.2" mt="xl" pt="xl" pb="md">
      <Container size="xl">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="xl">
          <Stack gap="xs">
            <Title order={2} size="h5" c="white">{t('footer.about_title')}</Title>
            <Text size="sm">{t('footer.about_text')}</Text>
            <AnchorLink href="/about-us" c="gray.2" size="sm">{t('nav.about')}</AnchorLink>
            <AnchorLink href="/privacy-policy" c="gray.2" size="sm">{t('footer.privacy_policy')}</AnchorLink>
          </Stack>
          <Stack gap="xs">
            <Title order={2} size="h5" c="white">{t('footer.academic_services')}</Title>
            <AnchorLink href="/public-training" c="gray.2" size="sm">{t('nav.public_training')}</AnchorLink>
            <AnchorLink href="/in-house-training" c="gray.2" size="sm">{t('nav.inhouse_training')}</AnchorLink>
            {serviceKinds.map((s) => (
              <AnchorLink key={s.href} href={s.href} c="gray.2" size="sm">{t(s.labelKey)}</AnchorLink>
            ))}
          </Stack>
          <Stack gap="xs">
            <Title order={2} size="h5" c="white">{t('footer.related_links')}</Title>
            {siteConfig.relatedLinks.map((l) => (
              <Anchor key={l.href} href={l.href} target="_blank" rel="noopener noreferrer" c="gray.2" size="sm">{l.label[locale]}</Anchor>
            ))}
            <Title order={2} size="h5" c="white" mt="sm">{t('footer.social')}</Title>
            {siteConfig.social.map((s) => (
              <Anchor key={s.name} href={s.href} target="_blank" rel="noopener noreferrer" c="gray.2" size="sm">{s.name}</Anchor>
            ))}
          </Stack>
          <Stack gap="xs" component="address" style={{ fontStyle: 'normal' }}>
            <Title order={2} size="h5" c="white">{t('footer.contact_title')}</Title>
            <Text size="sm">{siteConfig.address[locale]}</Text>
            <Text size="sm">{t('footer.phone')}: <Anchor href={`tel:${siteConfig.phone.replace(/\s/g, '')}`} c="gray.2">{siteConfig.phone}</Anchor></Text>
            <Text size="sm">{t('footer.email')}: <Anchor href={`mailto:${siteConfig.email}`} c="gray.2">{siteConfig.email}</Anchor></Text>
            <Anchor href={siteConfig.mapUrl} target="_blank" rel="noopener noreferrer" c="gray.2" size="sm">{t('footer.map')} ↗</Anchor>
          </Stack>
        </SimpleGrid>
        <Text size="xs" ta="center" mt="xl" c="gray.4">{t('footer.copyright', { year: new Date().getFullYear() })}</Text>
      </Container>
    </Box>
  );
}
