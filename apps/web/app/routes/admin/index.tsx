import { redirect, type LoaderFunctionArgs } from 'react-router';
import { requireAdmin } from '../../lib/admin-guard.ts';

export async function loader(args: LoaderFunctionArgs) {
  await requireAdmin(args);
  return redirect('/admin/dashboard');
}
