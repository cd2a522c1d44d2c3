import { Tag, theme } from '@chronicle/antd-kit';
import { AI_TUNING_TEXTS, type AiPhaseView } from '@chronicle/contracts';
import { AI_TUNING_PAGE_TEXTS as TEXTS } from '../../texts';

/** Custom or Built-in (spec §3), and Active or Inactive; coloured tags keep the body text colour (WCAG AA). */
export function PhaseTags({ phase }: { phase: AiPhaseView }) {
  const { token } = theme.useToken();
  return (
    <>
      <Tag style={phase.isCustom ? { color: token.colorText, background: token.colorInfoBg, borderColor: token.colorInfoBorder } : undefined}>
        {phase.isCustom ? AI_TUNING_TEXTS.custom : AI_TUNING_TEXTS.builtIn}
      </Tag>
      {phase.isActive ? (
        <Tag style={{ color: token.colorText, background: token.colorSuccessBg, borderColor: token.colorSuccessBorder }}>{TEXTS.active}</Tag>
      ) : (
        <Tag>{TEXTS.inactive}</Tag>
      )}
    </>
  );
}
