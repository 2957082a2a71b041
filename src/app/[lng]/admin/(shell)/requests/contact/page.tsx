import { resourceListPage } from '@/features/admin/resource/resource-list-page';

const list = resourceListPage('contactMessages');
export const generateMetadata = list.generateMetadata;
export default list.Page;
