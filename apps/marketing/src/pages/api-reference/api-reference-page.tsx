import { Alert, Spin, Typography } from '@chronicle/antd-kit';
import { OPENAPI_PATH } from '@chronicle/contracts';
import { InfoPage, InfoSection } from '../../components/info-page';
import { TextLink } from '../../components/text-link';
import { useOpenApi } from '../../features/api-reference/api/get-openapi';
import { OperationCard } from '../../features/api-reference/components/operation-card';
import { operationGroups } from '../../features/api-reference/operations';
import styles from './api-reference-page.module.css';

export default function ApiReferencePage() {
  const openApi = useOpenApi();
  return (
    <InfoPage
      title="API reference"
      intro={
        <>
          Every route of this installation&apos;s API, read from its OpenAPI description (
          <TextLink to={OPENAPI_PATH}>{OPENAPI_PATH}</TextLink>) as it runs. Signed-in routes take the session cookie that signing in
          sets; errors are <code>&#123; statusCode, message &#125;</code> (the MCP endpoint, <code>/api/mcp</code>, answers in its protocol: JSON-RPC errors).
        </>
      }
    >
      {openApi.isPending && <Spin />}
      {openApi.isError && (
        <Alert
          type="error"
          showIcon
          message="The API description could not be loaded"
          description={<>Reload the page to try again, or open <TextLink to={OPENAPI_PATH}>{OPENAPI_PATH}</TextLink> directly.</>}
        />
      )}
      {openApi.data && (
        <>
          <Typography.Paragraph className={styles.flush}>
            {`${openApi.data.info.title}, version ${openApi.data.info.version}.`}
          </Typography.Paragraph>
          {operationGroups(openApi.data).map((group) => (
            <InfoSection key={group.tag} title={group.tag}>
              <ul className={styles.operations}>
                {group.operations.map((operation) => (
                  <li key={operation.id}>
                    <OperationCard operation={operation} />
                  </li>
                ))}
              </ul>
            </InfoSection>
          ))}
        </>
      )}
    </InfoPage>
  );
}
