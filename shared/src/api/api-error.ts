export interface ApiIssue {
  path: string;
  code: string;
}

interface ErrorBody {
  status?: unknown;
  message?: unknown;
  code?: unknown;
  issues?: unknown;
  data?: unknown;
}

interface AxiosLike {
  isAxiosError: true;
  code?: string;
  response?: { status: number; data?: unknown };
}

const isAxiosLike = (error: unknown): error is AxiosLike =>
  typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;

/**
 * What a failed call says: its status (0 when nothing was answered, null when it is no call's failure) and the
 * server's own message. A rejected query's `message` is the server's only when it came with its `code`; without
 * one it is the transport's own text.
 */
function bodyOf(error: unknown): { status: number | null; message: string | null; issues: ApiIssue[] } {
  if (isAxiosLike(error)) {
    if (error.code === 'ERR_CANCELED') return { status: null, message: null, issues: [] };
    const data = (error.response?.data ?? {}) as ErrorBody;
    return {
      status: error.response?.status ?? 0,
      message: error.response && typeof data.message === 'string' ? data.message : null,
      issues: issuesOf(data.issues),
    };
  }
  if (error && typeof error === 'object') {
    const body = error as ErrorBody;
    const status = typeof body.status === 'number' ? body.status : null;
    const nested = body.data && typeof body.data === 'object' ? (body.data as ErrorBody) : null;
    const own =
      typeof body.message === 'string' && !('code' in body && typeof body.code !== 'string') ? body.message : null;
    const message = typeof nested?.message === 'string' ? nested.message : own;
    return {
      status,
      message: status !== null && status > 0 ? message : null,
      issues: issuesOf(body.issues ?? nested?.issues),
    };
  }
  return { status: null, message: null, issues: [] };
}

function issuesOf(value: unknown): ApiIssue[] {
  if (!Array.isArray(value)) return [];
  return value.filter((issue): issue is ApiIssue => typeof issue?.path === 'string' && typeof issue?.code === 'string');
}

/** What a failure is told with when the server gave no message of its own; each unset one is `failed`. */
export interface FailureTexts {
  failed: string;
  /** Nothing was answered: the connection failed. */
  network?: string;
  /** Not a failed call at all (an error of the page's own). */
  unexpected?: string;
  /** Too many tries (429). */
  tooMany?: string;
  /** The server failed (5xx): told instead of whatever it said. */
  server?: string;
}

/**
 * The message of a failed call (an `ApiError`, a rejected `unwrap()`, an axios error): the server's own message,
 * which is in the caller's language, or the text of `texts` (one text for every case, or one per case).
 */
export function apiErrorMessage(error: unknown, texts: string | FailureTexts): string {
  const {
    failed,
    network = failed,
    unexpected = failed,
    tooMany = failed,
    server,
  } = typeof texts === 'string' ? { failed: texts } : texts;
  const { status, message } = bodyOf(error);
  if (status === null) return unexpected;
  if (status === 0) return network;
  if (server !== undefined && status >= 500) return server;
  return message?.trim() || (status === 429 ? tooMany : failed);
}

/** The fields the server found wrong, their paths relative to the request's body (`subject.ko`). */
export function apiFieldIssues(error: unknown): ApiIssue[] {
  return bodyOf(error).issues.map((issue) => ({
    path: issue.path.replace(/^(body|query|params)(\.|$)/, ''),
    code: issue.code,
  }));
}

export function isNetworkFailure(error: unknown): boolean {
  return bodyOf(error).status === 0;
}

/** A failed call the server answered with 404. */
export function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 404;
}
