import { Container, Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The frame of the /login, /register and /reset-password pages. */
export function AuthPageShell({
  title,
  width = 460,
  children,
}: {
  title: string;
  width?: number;
  children: ReactNode;
}) {
  return (
    <Container size="xl" py="xl">
      <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }} mx="auto" maw={width}>
        <Title order={1} size="h3" mb="md">
          {title}
        </Title>
        {children}
      </Paper>
    </Container>
  );
}
