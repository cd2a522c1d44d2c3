// Standalone development only: inside the shell these pages get the shell's providers.
import { Route } from 'react-router-dom';
import { renderStandalone } from '@chronicle/ui';
import ApiReferencePage from './pages/api-reference/api-reference-page';
import ContactPage from './pages/contact/contact-page';
import DocsPage from './pages/docs/docs-page';
import ExampleTemplatePage from './pages/example-template/example-template-page';
import FeaturesPage from './pages/features/features-page';
import HelpPage from './pages/help/help-page';
import LandingPage from './pages/landing/landing-page';
import NotFoundPage from './pages/not-found/not-found-page';
import PricingPage from './pages/pricing/pricing-page';
import PrivacyPage from './pages/privacy/privacy-page';
import TermsPage from './pages/terms/terms-page';

renderStandalone(
  <>
    <Route path="/" element={<LandingPage />} />
    <Route path="/features" element={<FeaturesPage />} />
    <Route path="/pricing" element={<PricingPage />} />
    <Route path="/example-template" element={<ExampleTemplatePage />} />
    <Route path="/docs" element={<DocsPage />} />
    <Route path="/api-reference" element={<ApiReferencePage />} />
    <Route path="/help" element={<HelpPage />} />
    <Route path="/contact" element={<ContactPage />} />
    <Route path="/privacy" element={<PrivacyPage />} />
    <Route path="/terms" element={<TermsPage />} />
    <Route path="*" element={<NotFoundPage />} />
  </>,
);
