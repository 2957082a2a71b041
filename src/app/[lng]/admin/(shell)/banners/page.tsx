import { resourceListPage } from '@/features/admin/resource/resource-list-page';

const list = resourceListPage('banners');
export const generateMetadata = list.generateMetadata;
export default list.Page;
