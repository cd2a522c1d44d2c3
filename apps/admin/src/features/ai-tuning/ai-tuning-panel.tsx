import { useState } from 'react';
import { Card, Tabs } from '@chronicle/antd-kit';
import { AI_TUNING_TEXTS } from '@chronicle/contracts';
import { AdminPage } from '../../components/admin-page';
import { TabLabel } from '../../components/tab-label';
import { AI_TUNING_PAGE_TEXTS as TEXTS } from '../../texts';
import { ConfigurationList } from './configuration-list';
import { PhaseList } from './phase-list';
import { PhaseTesting } from './phase-testing';

/** The AI Tuning Dashboard an administrator sees (spec §2): the AI Phases, Configurations and Testing tabs. */
export function AiTuningPanel() {
  const [tab, setTab] = useState('phases');
  const label = (key: string, text: string) => <TabLabel active={tab === key}>{text}</TabLabel>;
  return (
    <AdminPage title={TEXTS.title} intro={TEXTS.intro}>
      <Card>
        <Tabs
          activeKey={tab}
          onChange={setTab}
          items={[
            { key: 'phases', label: label('phases', AI_TUNING_TEXTS.tabs.phases), children: <PhaseList /> },
            { key: 'configurations', label: label('configurations', AI_TUNING_TEXTS.tabs.configurations), children: <ConfigurationList /> },
            { key: 'testing', label: label('testing', AI_TUNING_TEXTS.tabs.testing), children: <PhaseTesting /> },
          ]}
        />
      </Card>
    </AdminPage>
  );
}
