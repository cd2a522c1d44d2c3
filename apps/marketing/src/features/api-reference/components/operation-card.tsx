import { Card, Tag, Typography } from '@chronicle/antd-kit';
import { SecondaryParagraph } from '@chronicle/ui';
import type { ApiOperation } from '../operations';
import styles from './operation-card.module.css';

const ACCESS_WORDS: Record<string, string> = { public: 'public', 'signed-in': 'signed in', admin: 'admin' };

/** One operation: method and path, who may call it, what it does, its parameters and body. */
export function OperationCard({ operation }: { operation: ApiOperation }) {
  const headingId = `operation-${operation.id}`;
  return (
    <Card size="small" className={styles.card}>
      <section aria-labelledby={headingId} className={styles.body}>
        <div className={styles.header}>
          <Typography.Title level={3} id={headingId} className={styles.title}>
            <span className={styles.method}>{operation.method}</span> <code className={styles.path}>{operation.path}</code>
          </Typography.Title>
          <Tag>{`Access: ${ACCESS_WORDS[operation.access] ?? operation.access}`}</Tag>
        </div>
        {operation.summary && <Typography.Paragraph className={styles.flush}>{operation.summary}</Typography.Paragraph>}
        {operation.parameters.length > 0 && (
          <div>
            <Typography.Text strong>Parameters</Typography.Text>
            <ul className={styles.list}>
              {operation.parameters.map((parameter) => (
                <li key={`${parameter.in}-${parameter.name}`}>
                  <code>{parameter.name}</code> ({parameter.in}
                  {parameter.required ? ', required' : ''})
                </li>
              ))}
            </ul>
          </div>
        )}
        {operation.body && <RequestBody body={operation.body} />}
        {operation.responses.length > 0 && (
          <SecondaryParagraph className={styles.flush}>
            {`Answers: ${operation.responses.map((response) => response.status).join(', ')}`}
          </SecondaryParagraph>
        )}
      </section>
    </Card>
  );
}

function RequestBody({ body }: { body: NonNullable<ApiOperation['body']> }) {
  return (
    <div>
      <Typography.Text strong>{`Body: ${body.name}${body.required ? '' : ' (optional)'}, JSON`}</Typography.Text>
      {body.fields.length === 0 ? (
        <SecondaryParagraph className={styles.flush}>The OpenAPI document describes no fields for it.</SecondaryParagraph>
      ) : (
        <div className={styles.tableScroll} tabIndex={0} role="region" aria-label={`Fields of ${body.name}`}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Field</th>
                <th scope="col">Type</th>
                <th scope="col">Required</th>
                <th scope="col">Rules</th>
              </tr>
            </thead>
            <tbody>
              {body.fields.map((field) => (
                <tr key={field.name}>
                  <td>
                    <code>{field.name}</code>
                  </td>
                  <td>{field.type}</td>
                  <td>{field.required ? 'yes' : 'no'}</td>
                  <td>{[field.description, ...field.rules].filter(Boolean).join('; ') || '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
