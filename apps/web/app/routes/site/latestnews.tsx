import { latestNews } from '@nagar/contract';
import { publicListModule } from '../../lib/public-list.ts';

const list = publicListModule(latestNews, 'meta.siteDescription');
export const loader = list.loader;
export const meta = list.meta;
export const ErrorBoundary = list.ErrorBoundary;
export default list.Page;
