// Only the list: the route group keeps this skeleton off the detail pages.
export { ListSkeleton as default } from '@/features/services/list-skeleton';
