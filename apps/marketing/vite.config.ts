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
    './DocsPage': './src/pages/docs/docs-page.tsx',
    './ApiReferencePage': './src/pages/api-reference/api-reference-page.tsx',
    './HelpPage': './src/pages/help/help-page.tsx',
    './ContactPage': './src/pages/contact/contact-page.tsx',
    './PrivacyPage': './src/pages/privacy/privacy-page.tsx',
    './TermsPage': './src/pages/terms/terms-page.tsx',
  },
});
