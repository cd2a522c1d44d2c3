import { Result, Typography } from '@chronicle/antd-kit';

/**
 * The minimal page of a screen a later issue builds: says what will be there and which issue
 * owns it — nothing else (no placeholder data).
 */
export function PendingPage({ title, description, owner }: { title: string; description: string; owner: string }) {
  return (
    <Result
      status="info"
      title={<h1 style={{ fontSize: 'inherit', margin: 0 }}>{title}</h1>}
      subTitle={
        <>
          <Typography.Paragraph>{description}</Typography.Paragraph>
          <Typography.Paragraph>
            This screen is built by the issue “{owner}”.
          </Typography.Paragraph>
        </>
      }
    />
  );
}
