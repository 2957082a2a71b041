import { resourceListPage } from '@/features/admin/resource/resource-list-page';

const list = resourceListPage('members');
export const generateMetadata = list.generateMetadata;
export default list.Page;
