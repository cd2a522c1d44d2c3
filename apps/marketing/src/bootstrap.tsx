// Standalone development only: inside the shell these pages get the shell's providers.
import { Route } from 'react-router-dom';
import { renderStandalone } from '@chronicle/ui';
import ExampleTemplatePage from './pages/example-template/example-template-page';
import FeaturesPage from './pages/features/features-page';
import LandingPage from './pages/landing/landing-page';
import NotFoundPage from './pages/not-found/not-found-page';
import PricingPage from './pages/pricing/pricing-page';

renderStandalone(
  <>
    <Route path="/" element={<LandingPage />} />
    <Route path="/features" element={<FeaturesPage />} />
    <Route path="/pricing" element={<PricingPage />} />
    <Route path="/example-template" element={<ExampleTemplatePage />} />
    <Route path="*" element={<NotFoundPage />} />
  </>,
);
