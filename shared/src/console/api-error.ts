import { isAxiosError } from 'axios';

export interface ApiIssue {
  path: string;
  code: string;
}

interface ErrorBody {
  status?: unknown;
  message?: unknown;
  issues?: unknown;
  data?: unknown;
}

function bodyOf(error: unknown): { status: number | null; message: string | null; issues: ApiIssue[] } {
  if (isAxiosError(error)) {
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
    const message = typeof nested?.message === 'string' ? nested.message : typeof body.message === 'string' ? body.message : null;
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

/** The server's message of a failed call (an `ApiError`, a rejected `unwrap()`, an axios error), or `fallback`. */
export function apiErrorMessage(error: unknown, fallback: string): string {
  return bodyOf(error).message?.trim() || fallback;
}

/** The fields the server found wrong, their paths relative to the request's body (`subject.ko`). */
export function apiFieldIssues(error: unknown): ApiIssue[] {
  return bodyOf(error).issues.map((issue) => ({ path: issue.path.replace(/^(body|query|params)(\.|$)/, ''), code: issue.code }));
}

export function isNetworkFailure(error: unknown): boolean {
  return bodyOf(error).status === 0;
}
