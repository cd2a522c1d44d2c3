/** A router's or controller's prefix joined to a route's path with one `/` between them. */
export function joinRoute(prefix: string, path: string): string {
  if (prefix === '' || prefix === '/') return path === '' ? '/' : path.startsWith('/') ? path : `/${path}`;
  const head = (prefix.startsWith('/') ? prefix : `/${prefix}`).replace(/\/+$/, '');
  if (path === '' || path === '/') return head;
  return `${head}/${path.replace(/^\/+/, '')}`;
}
