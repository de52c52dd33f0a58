import { circular } from '@nagar/contract';
import { describeDepartmentDocument } from './department-document-suite.ts';

describeDepartmentDocument(circular, {
  title: 'Property tax rebate until 31 December',
  description: 'A rebate of 6% applies to property tax paid before the end of the year.',
  department: 'Revenue',
  issueDate: '2026-10-01',
});
