import { resourceListPage } from '@/features/admin/resource/resource-list-page';

const list = resourceListPage('inhouseTrainingCategories');
export const generateMetadata = list.generateMetadata;
export default list.Page;
