import { Badge, Card, CardSection, Group, Text, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import Image from 'next/image';
import Link from 'next/link';
import type { Locale } from '@/i18n/locales';
import { formatDay } from '@/lib/dates';
import type { NewsCard as NewsCardData } from '@/server/services/news-service';

/** A news item in a grid: picture, category, headline (the link), date and summary. */
export function NewsCard({ news, locale, t, headingLevel = 3 }: { news: NewsCardData; locale: Locale; t: TFunction; headingLevel?: 2 | 3 }) {
  return (
    <Card withBorder shadow="xs" padding="md" component="article" data-testid="news-card" h="100%">
      {news.imageUrl && (
        <CardSection>
          <Image src={news.imageUrl} alt="" width={news.imageWidth ?? 800} height={news.imageHeight ?? 450}
            sizes="(max-width: 768px) 100vw, (max-width: 1200px) 50vw, 33vw"
            style={{ width: '100%', height: 'auto', aspectRatio: '16 / 9', objectFit: 'cover' }} />
        </CardSection>
      )}
      <Group gap="xs" mt="sm">
        <Badge variant="light" color="institute">{news.categoryName}</Badge>
        {news.highlight && <Badge variant="filled" color="accent.9">{t('content.news.highlight_badge')}</Badge>}
      </Group>
      <Title order={headingLevel} size="h5" lineClamp={2} mt={6}>
        <Link href={`/news/${news.id}`} style={{ color: 'inherit', textDecoration: 'none' }}>{news.name}</Link>
      </Title>
      <Text size="sm" c="dimmed" mt={4}>
        <time dateTime={news.publishedAt.toISOString()}>{formatDay(news.publishedAt, locale)}</time>
      </Text>
      {news.description && <Text size="sm" mt={6} lineClamp={2}>{news.description}</Text>}
    </Card>
  );
}
