import { remoteConfig } from '@chronicle/vite-config';

export default remoteConfig({
  name: 'marketing',
  port: 4201,
  exposes: {
    './LandingPage': './src/pages/landing/landing-page.tsx',
    './FeaturesPage': './src/pages/features/features-page.tsx',
    './PricingPage': './src/pages/pricing/pricing-page.tsx',
    './ExampleTemplatePage': './src/pages/example-template/example-template-page.tsx',
    './NotFoundPage': './src/pages/not-found/not-found-page.tsx',
  },
});
