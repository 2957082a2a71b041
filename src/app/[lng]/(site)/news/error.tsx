'use client';

export { ContentError as default } from '@/features/content/content-error';
