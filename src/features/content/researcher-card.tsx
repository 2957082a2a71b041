import { Avatar, Badge, Card, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { ResearcherCard as ResearcherCardData } from '@/server/services/researcher-service';

/** First letters of the name after its academic titles ("Asst. Prof. Dr.", "ผศ.ดร."), for a missing portrait. */
export function initials(name: string): string {
  const words = name.replace(/^.*\./, '').split(/\s+/).filter(Boolean);
  return words.slice(0, 2).map((w) => w[0]).join('').toUpperCase();
}

export function ResearcherCard({ person, t }: { person: ResearcherCardData; t: TFunction }) {
  return (
    <Card withBorder shadow="xs" padding="md" component="article" data-testid="researcher-card" h="100%">
      <Stack align="center" gap={6} ta="center">
        <Avatar src={person.imageUrl} alt="" size={96} radius={96} color="institute">{initials(person.name)}</Avatar>
        <Title order={2} size="h5">{person.name}</Title>
        {person.position && <Text size="sm" c="dimmed">{person.position}</Text>}
        <Badge variant="light" color="institute" maw="100%">{person.facultyName}</Badge>
        {person.expertise && (
          <Text size="sm"><Text span fw={600}>{t('content.researcher.expertise')}:</Text> {person.expertise}</Text>
        )}
        {person.email && (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            <VisuallyHidden>{t('content.researcher.email')}: </VisuallyHidden>
            <a href={`mailto:${person.email}`}>{person.email}</a>
          </Text>
        )}
      </Stack>
    </Card>
  );
}
