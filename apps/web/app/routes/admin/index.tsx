import { redirect, type LoaderFunctionArgs } from 'react-router';
import { requireAdmin } from '../../lib/admin-guard.ts';

export function loader(args: LoaderFunctionArgs) {
  requireAdmin(args);
  return redirect('/admin/dashboard');
}
