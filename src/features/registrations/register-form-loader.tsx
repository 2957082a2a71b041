'use client';

import { Loader } from '@mantine/core';
import dynamic from 'next/dynamic';

/** The register form runs in the browser only: its draft lives in localStorage. */
export const RegisterFormLoader = dynamic(
  () => import('@/features/registrations/register-form').then((m) => m.RegisterForm),
  {
    ssr: false,
    loading: () => <Loader />,
  },
);
