/** A block's data or, when its call fails, an error flag: one failing block never breaks the page. */
export async function settle<T>(promise: Promise<T>): Promise<{ value: T | null; error: boolean }> {
  try {
    return { value: await promise, error: false };
  } catch (err) {
    console.error(err);
    return { value: null, error: true };
  }
}
