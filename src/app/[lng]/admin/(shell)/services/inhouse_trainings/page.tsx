import { resourceListPage } from '@/features/admin/resource/resource-list-page';

const list = resourceListPage('inhouseTrainings');
export const generateMetadata = list.generateMetadata;
export default list.Page;
