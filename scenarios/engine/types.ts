/** The JSON shape of a scenario file (see scenarios/README.md). */

interface TokenFixtureJson {
  access?: string;
  refresh?: string;
  roles?: number[];
  redirect?: 'Default' | 'Change Password';
  firstTime?: boolean;
  expiresIn?: number;
  customerId?: number | null;
  userName?: string;
}

export type AnswerJson =
  | { tokens: TokenFixtureJson }
  | { ok: unknown }
  | { status: number; errorMessage: string }
  | { oauthError: string; status?: number }
  | { status: number; body: unknown }
  | { network: true }
  | { hang: true };

export type StepJson = {
  note?: string;
  tab?: string;
  expect?: ExpectJson;
} & (
  | { do: 'open'; path: string }
  | { do: 'advance'; by: string | number }
  | { do: 'activity' }
  | { do: 'login'; username: string; password: string; rememberMe?: boolean; customerId?: number; captcha?: string }
  | { do: 'logout' }
  | { do: 'staySignedIn' }
  | { do: 'changePassword'; currentPassword: string; newPassword: string }
  | { do: 'call'; path: string; clientRequest?: unknown; background?: boolean; count?: number }
  | { do: 'switchCustomer'; customerId: number }
  | { do: 'storage'; set: Record<string, string | null> }
  | { do: 'reload' }
  | { do: 'dispatch'; action: { type: string; payload?: unknown } }
);

export interface TabExpectJson {
  state?: string;
  route?: string;
  reloads?: number;
  idleWarning?: number | null;
  cookies?: 'set' | 'cleared';
  loginError?: string | null;
  dispatched?: string[];
  notDispatched?: string[];
}

export interface ExpectJson extends TabExpectJson {
  /** Value, null for absent, "*" for any value; "@now±N[ms|s|m|h]" is a time. */
  storage?: Record<string, string | null>;
  /** Only these keys may be stored (plus those listed in storage). */
  storageKeys?: string[];
  /** Requests seen so far by path; "path#grant_type" counts token grants of one type. */
  requests?: Record<string, number>;
  /** Partial match of the last request to a path. */
  lastRequest?: { path: string; form?: Record<string, string>; json?: unknown; headers?: Record<string, string> };
  /** What the step's call returned: "Ok", "Error", null, or an object matched partially. */
  result?: unknown;
  tabs?: Record<string, TabExpectJson>;
}

export interface ScenarioJson {
  title: string;
  spec?: string;
  config?: { idleTimeoutMinutes?: number };
  start?: string;
  storage?: Record<string, string>;
  server?: Record<string, AnswerJson[]>;
  steps: StepJson[];
}
