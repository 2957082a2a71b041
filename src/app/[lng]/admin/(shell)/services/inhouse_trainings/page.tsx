import { resourcePages } from '@/features/admin/resource/resource-pages';

const { list } = resourcePages('inhouseTrainings');
export const generateMetadata = list.generateMetadata;
export default list.Page;
