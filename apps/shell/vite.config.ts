import { hostConfig } from '@chronicle/vite-config';

export default hostConfig({ name: 'shell', port: 4200 });
