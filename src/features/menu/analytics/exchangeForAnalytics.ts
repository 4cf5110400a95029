import { API_PATHS } from '../../../../contract/config';
import { TOKEN_EXCHANGE, type TokenExchangeResponse } from '../../../../contract/token';
import { commonHeaders } from '../../../api';
import type { AppDeps } from '../../../platform/deps';

const isExchangeAnswer = (body: unknown): body is TokenExchangeResponse =>
  typeof body === 'object' &&
  body !== null &&
  (body as TokenExchangeResponse).issued_token_type === TOKEN_EXCHANGE.refreshTokenType &&
  typeof (body as TokenExchangeResponse).access_token === 'string';

/**
 * Token exchange (RFC 8693) at oauth/token: this tab's access token buys a refresh token for
 * the analytics audience. Null when refused or unreachable; the session is never touched.
 */
export async function exchangeForAnalytics(deps: AppDeps, accessToken: string): Promise<string | null> {
  try {
    const response = await deps.transport.send({
      method: 'POST',
      path: API_PATHS.token,
      headers: commonHeaders(deps),
      form: {
        grant_type: TOKEN_EXCHANGE.grantType,
        client_id: deps.config.clientId,
        subject_token: accessToken,
        subject_token_type: TOKEN_EXCHANGE.accessTokenType,
        requested_token_type: TOKEN_EXCHANGE.refreshTokenType,
        // The analytics site by its address, which the server knows as the audience too.
        audience: deps.config.analyticsUrl,
      },
    });
    return response.status === 200 && isExchangeAnswer(response.body) ? response.body.access_token : null;
  } catch {
    return null;
  }
}
