import { useRef } from 'react';
import page from '../../components/page.module.css';
import { SiteFooter } from '../../components/site-footer';
import { BenefitsSection } from './benefits-section';
import { ClosingCallToAction } from './closing-call-to-action';
import { HeroSection } from './hero-section';
import { SampleDocumentsSection } from './sample-documents-section';

export default function LandingPage() {
  const sampleRef = useRef<HTMLElement>(null);
  const showSample = () => sampleRef.current?.scrollIntoView({ behavior: 'smooth' });

  return (
    <div className={page.page}>
      <HeroSection onSeeItInAction={showSample} />
      <SampleDocumentsSection sectionRef={sampleRef} />
      <BenefitsSection />
      <ClosingCallToAction />
      <SiteFooter />
    </div>
  );
}
