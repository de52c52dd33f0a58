import { officeOrder } from '@nagar/contract';
import { describeDepartmentDocument } from './department-document-suite.ts';

describeDepartmentDocument(officeOrder, {
  title: 'Duty roster for the Dussehra fair',
  description: 'Sanitation staff are posted to the fair ground from 08:00 to 20:00.',
  department: 'Health and Sanitation',
  issueDate: '2026-10-05',
});
