import {
  calculatorMessage,
  isCalculatorIssueCode,
  tableIssueMessage,
  type TableIssue,
} from '@taesung/shared/calculators';
import type { Locale } from './locale.ts';

type Params = Record<string, string | number>;

/** The coded fields a visitor sends, by the names they have in the forms (`UNKNOWN_CHOICE`). */
const choiceFields = {
  category: { ko: '상담 분야', en: 'the practice area' },
  office: { ko: '희망 사무소', en: 'the preferred office' },
  contactTime: { ko: '연락 희망 시간', en: 'the preferred contact time' },
  source: { ko: '계산기', en: 'the calculator' },
} as const;
export type ChoiceField = keyof typeof choiceFields;
type Message = { ko: string; en: string } | { ko: (params: Params) => string; en: (params: Params) => string };

/** Every error the API answers, by machine code, in both languages. */
export const errorMessages = {
  BAD_REQUEST: { ko: '요청을 처리할 수 없습니다.', en: 'The request could not be processed.' },
  VALIDATION_FAILED: { ko: '입력한 내용을 확인해 주세요.', en: 'Please check what you entered.' },
  INVALID_JSON: { ko: '요청 본문이 올바른 JSON 형식이 아닙니다.', en: 'The request body is not valid JSON.' },
  UNAUTHORIZED: { ko: '로그인 후 이용할 수 있습니다.', en: 'Please log in to continue.' },
  INVALID_TOKEN: {
    ko: '로그인 정보가 유효하지 않거나 만료되었습니다. 다시 로그인해 주세요.',
    en: 'Your login is invalid or has expired. Please log in again.',
  },
  INVALID_CREDENTIALS: {
    ko: '아이디 또는 비밀번호가 올바르지 않습니다.',
    en: 'The username or password is incorrect.',
  },
  FORBIDDEN: { ko: '접근 권한이 없습니다.', en: 'You do not have permission to do this.' },
  NOT_FOUND: { ko: '요청하신 내용을 찾을 수 없습니다.', en: 'What you asked for could not be found.' },
  ROUTE_NOT_FOUND: { ko: '요청하신 주소를 찾을 수 없습니다.', en: 'The requested address was not found.' },
  CONFLICT: {
    ko: '다른 데이터와 충돌하여 저장하지 못했습니다.',
    en: 'This conflicts with existing data and was not saved.',
  },
  USERNAME_TAKEN: { ko: '이미 사용 중인 아이디입니다.', en: 'This username is already taken.' },
  KEY_TAKEN: { ko: '이미 사용 중인 키(주소)입니다.', en: 'This key (address) is already in use.' },
  LEVEL_IN_USE: {
    ko: '이 등급의 계정이 있어 삭제할 수 없습니다.',
    en: 'Accounts still have this level, so it cannot be deleted.',
  },
  UNKNOWN_LEVEL: { ko: '존재하지 않는 등급입니다.', en: 'This level does not exist.' },
  NOT_WITHDRAWN: { ko: '탈퇴 처리된 계정만 완전히 삭제할 수 있습니다.', en: 'Only a withdrawn account can be purged.' },
  SELF_ACTION: { ko: '본인 계정에는 이 작업을 할 수 없습니다.', en: 'You cannot do this to your own account.' },
  WRONG_PASSWORD: { ko: '현재 비밀번호가 올바르지 않습니다.', en: 'The current password is incorrect.' },
  INVALID_RESET_TOKEN: {
    ko: '비밀번호 재설정 링크가 유효하지 않거나 만료되었습니다.',
    en: 'The password reset link is invalid or has expired.',
  },
  NO_RECIPIENTS: { ko: '받는 사람이 지정되지 않았습니다.', en: 'No recipient is set.' },
  FILE_REQUIRED: { ko: '파일을 첨부해 주세요.', en: 'Please attach a file.' },
  TOO_MANY_FILES: {
    ko: (params: Params) => `파일은 최대 ${params.max}개까지 첨부할 수 있습니다.`,
    en: (params: Params) => `You can attach at most ${params.max} files.`,
  },
  PAYLOAD_TOO_LARGE: {
    ko: (params: Params) => (params.limit ? `파일은 ${params.limit} 이하만 올릴 수 있습니다.` : '요청이 너무 큽니다.'),
    en: (params: Params) => (params.limit ? `Files can be at most ${params.limit}.` : 'The request is too large.'),
  },
  UNSUPPORTED_MEDIA_TYPE: { ko: '지원하지 않는 요청 형식입니다.', en: 'This request format is not supported.' },
  UNSUPPORTED_FILE_TYPE: {
    ko: (params: Params) => `${params.allowed} 파일만 올릴 수 있습니다.`,
    en: (params: Params) => `Only ${params.allowed} files can be uploaded.`,
  },
  BAD_IMAGE_WIDTH: { ko: '지원하지 않는 이미지 크기입니다.', en: 'This image width is not available.' },
  IMAGE_TOO_LARGE: {
    ko: (params: Params) =>
      `이미지가 너무 큽니다(${params.width} × ${params.height}픽셀). 가로와 세로가 각각 16,000픽셀 이하이고 모두 합쳐 5,000만 픽셀 이하인 이미지만 쓸 수 있습니다.`,
    en: (params: Params) =>
      `The image is too large (${params.width} × ${params.height} pixels). Images can be at most 16,000 pixels on each side and 50 million pixels in all.`,
  },
  UNKNOWN_CHOICE: {
    ko: (params: Params) =>
      `${choiceFields[params.field as ChoiceField]?.ko ?? params.field} 항목에서 고른 값이 목록에 없습니다. 목록에서 다시 골라 주세요.`,
    en: (params: Params) =>
      `That is not one of the choices for ${choiceFields[params.field as ChoiceField]?.en ?? params.field}. Please pick one from the list.`,
  },
  SLOT_TAKEN: {
    ko: '고르신 상담 시간이 방금 마감되었거나 더 이상 예약할 수 없습니다. 다른 시간을 골라 주세요. 입력하신 내용은 그대로 있습니다.',
    en: 'The consultation time you picked was just taken or is no longer available. Please pick another time; what you entered is kept.',
  },
  BOOKING_CLOSED: {
    ko: '취소되었거나 이미 시작된 상담 예약이어서 변경할 수 없습니다. 사무소로 연락해 주세요.',
    en: 'This consultation was cancelled or has already begun, so it can no longer be changed. Please contact the office.',
  },
  BOOKING_CANCELLED: {
    ko: '이미 취소된 상담 예약이어서 변경할 수 없습니다.',
    en: 'This consultation booking was already cancelled, so it can no longer be changed.',
  },
  LAWYER_BUSY: {
    ko: '이 변호사는 겹치는 시간에 다른 상담 예약이 있습니다. 다른 변호사나 시간을 골라 주세요.',
    en: 'This lawyer already has another consultation at an overlapping time. Please pick another lawyer or time.',
  },
  UNKNOWN_LAWYER: {
    ko: '선택한 변호사를 찾을 수 없습니다. 목록을 새로 불러와 다시 골라 주세요.',
    en: 'The lawyer you picked was not found. Please reload the list and pick again.',
  },
  // When visitors may book (docs/console.md "Booking hours")
  UNKNOWN_OFFICE: {
    ko: '사이트 설정에 없는 사무소입니다. 설정의 사무소 목록에서 골라 주세요.',
    en: "This office is not in the site's settings. Please pick one of the offices listed there.",
  },
  HOLIDAY_TAKEN: {
    ko: '이 날짜는 이미 공휴일로 등록되어 있습니다. 이름을 바꾸려면 목록에서 수정해 주세요.',
    en: 'This day is already a public holiday. To change its name, edit it in the list.',
  },
  RATE_LIMITED: {
    ko: '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.',
    en: 'Too many requests. Please try again in a moment.',
  },
  LOGIN_THROTTLED: {
    ko: (params: Params) => `로그인 시도가 너무 많습니다. ${params.minutes}분 후 다시 시도해 주세요.`,
    en: (params: Params) => `Too many login attempts. Please try again in ${params.minutes} minutes.`,
  },
  ACCOUNT_LOCKED: {
    ko: (params: Params) => `로그인에 여러 번 실패하여 계정이 잠겼습니다. ${params.minutes}분 후 다시 시도해 주세요.`,
    en: (params: Params) =>
      `The account is locked after repeated failed logins. Please try again in ${params.minutes} minutes.`,
  },
  MAIL_FAILED: {
    ko: '메일을 보내지 못했습니다. 잠시 후 다시 시도해 주세요.',
    en: 'The e-mail could not be sent. Please try again later.',
  },
  SERVICE_UNAVAILABLE: { ko: '서비스를 일시적으로 이용할 수 없습니다.', en: 'The service is temporarily unavailable.' },
  TERMS_IN_EFFECT: {
    ko: '이미 시행된 버전은 수정하거나 삭제할 수 없습니다. 바뀐 내용은 새 버전으로 저장해 주세요.',
    en: 'A version already in effect cannot be changed or deleted. Please save the changes as a new version.',
  },
  INTERNAL: {
    ko: '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.',
    en: 'Something went wrong on our side. Please try again later.',
  },
  // Staff accounts and levels
  LAST_ADMIN: {
    ko: '계정 관리 권한을 가진 활성 계정이 하나도 남지 않게 되어 처리할 수 없습니다. 다른 계정에 먼저 권한을 주세요.',
    en: 'This would leave no active account that can manage staff accounts. Give another account that permission first.',
  },
  ACCOUNT_WITHDRAWN: {
    ko: '탈퇴 처리된 계정입니다. 먼저 복구해 주세요.',
    en: 'This account is withdrawn. Restore it first.',
  },
  ACCOUNT_INACTIVE: {
    ko: '사용 중지된 계정입니다. 먼저 사용으로 바꿔 주세요.',
    en: 'This account is deactivated. Activate it first.',
  },
  // Who may grant what (docs/console.md)
  OWN_LEVEL: {
    ko: '내 계정이 속한 등급은 바꾸거나 삭제할 수 없습니다. 다른 등급의, 모든 권한을 가진 관리자에게 요청해 주세요.',
    en: 'You cannot change or delete the level your own account is on. Ask an administrator of another level who holds every permission.',
  },
  SCOPE_NOT_HELD: {
    ko: '내 등급에 없는 권한은 다른 등급에 주거나 뺄 수 없습니다.',
    en: 'You cannot give or take away a permission your own level does not hold.',
  },
  LEVEL_NOT_HELD: {
    ko: '이 등급에는 내 등급에 없는 권한이 있어 계정을 옮기거나 2단계 인증 설정을 바꾸거나 삭제할 수 없습니다. 그 권한을 모두 가진 계정만 할 수 있습니다.',
    en: 'This level holds permissions your own level does not, so you cannot move an account to it, change its two-step verification or delete it. Only an account holding all of them can.',
  },
  ACCOUNT_NOT_HELD: {
    ko: '이 계정의 등급에는 내 등급에 없는 권한이 있어 이 계정을 바꿀 수 없습니다.',
    en: "This account's level holds permissions your own level does not, so you cannot change this account.",
  },
  LEVEL_GUARDED: {
    ko: '관리자 계정이나 접근 기록 권한이 있는 등급은 모든 권한을 가진 계정만 만들고, 바꾸고, 삭제하고, 계정에 줄 수 있습니다.',
    en: 'Only an account holding every permission can create, change, delete or assign a level with the staff accounts or access records permission.',
  },
  LEVEL_NEEDS_TWO_FACTOR: {
    ko: '관리자 계정이나 접근 기록 권한이 있는 등급은 2단계 인증이 항상 필수라 끌 수 없습니다.',
    en: 'A level with the staff accounts or access records permission always requires two-step verification; it cannot be turned off.',
  },
  // Access records and legal holds
  MONTH_NOT_ENDED: {
    ko: '아직 끝나지 않은 달은 점검 완료로 표시할 수 없습니다.',
    en: 'A month that has not ended yet cannot be marked as reviewed.',
  },
  MONTH_REVIEWED: { ko: '이미 점검 완료로 표시된 달입니다.', en: 'This month has already been marked as reviewed.' },
  NOT_HELD: { ko: '보존 조치가 되어 있지 않은 상담 신청입니다.', en: 'This request is not on legal hold.' },
  // Two-factor sign-in and sessions
  TWO_FACTOR_INVALID: {
    ko: '인증 코드가 올바르지 않거나 이미 사용되었습니다. 인증 앱의 새 코드를 입력해 주세요.',
    en: 'The code is incorrect or has already been used. Please enter the new code from your authenticator app.',
  },
  TWO_FACTOR_TICKET_EXPIRED: {
    ko: '인증 시간이 지났습니다. 아이디와 비밀번호로 다시 로그인해 주세요.',
    en: 'The time to enter the code has run out. Please log in again with your username and password.',
  },
  TWO_FACTOR_REQUIRED: {
    ko: '이 계정은 2단계 인증을 설정해야 관리자 화면을 사용할 수 있습니다. 내 정보에서 2단계 인증을 설정해 주세요.',
    en: 'This account must set up two-step verification before using the console. Please set it up in your account.',
  },
  TWO_FACTOR_REQUIRED_BY_LEVEL: {
    ko: '이 계정의 등급은 2단계 인증이 필수이므로 끌 수 없습니다.',
    en: "Two-step verification is required for this account's level and cannot be turned off.",
  },
  TWO_FACTOR_ENABLED: { ko: '2단계 인증이 이미 설정되어 있습니다.', en: 'Two-step verification is already set up.' },
  TWO_FACTOR_NOT_ENABLED: { ko: '2단계 인증이 설정되어 있지 않습니다.', en: 'Two-step verification is not set up.' },
  TWO_FACTOR_NOT_STARTED: {
    ko: '2단계 인증 설정을 먼저 시작해 주세요.',
    en: 'Please start setting up two-step verification first.',
  },
  SESSION_EXPIRED: {
    ko: '오랫동안 사용하지 않았거나 로그인 후 12시간이 지나 로그아웃되었습니다. 다시 로그인해 주세요.',
    en: 'You were logged out after a period without activity or 12 hours after logging in. Please log in again.',
  },
  // Object storage
  STORAGE_UNAVAILABLE: {
    ko: '파일 저장소에 연결할 수 없어 파일을 저장하거나 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.',
    en: 'The file storage could not be reached, so the file could not be saved or opened. Please try again in a moment.',
  },
  // Remotes deployed at run time
  REMOTE_NOT_FOUND: {
    ko: (params: Params) =>
      `이 주소에서 ${params.name} 화면 묶음의 ${params.file} 파일을 읽지 못했습니다(${params.status}). 배포한 폴더의 주소인지 확인해 주세요.`,
    en: (params: Params) =>
      `${params.file} of ${params.name} could not be read at this address (${params.status}). Please check that it is the address of the deployed folder.`,
  },
  REMOTE_MISMATCH: {
    ko: (params: Params) => `이 주소의 빌드는 ${params.found}이며 ${params.name}이(가) 아닙니다.`,
    en: (params: Params) => `The build at this address is ${params.found}, not ${params.name}.`,
  },
  REMOTE_LOCATION_NOT_ALLOWED: {
    ko: (params: Params) =>
      `${params.url}은(는) 서버 운영자가 등록한 화면 묶음의 위치가 아닙니다. 콘솔에서는 등록된 위치 사이에서만 옮길 수 있으며, 새 위치는 운영자가 서버 설정(REMOTE_ALLOWED_ORIGINS)에 추가해야 합니다.`,
    en: (params: Params) =>
      `${params.url} is not a location the server's operator has listed for remotes. The console can only move a remote between listed locations; a new one is added by the operator in the server's configuration (REMOTE_ALLOWED_ORIGINS).`,
  },
  REMOTE_REDIRECTED: {
    ko: (params: Params) =>
      `이 주소의 ${params.file} 파일이 다른 주소(${params.location})로 넘기는 응답을 했습니다. 화면 묶음은 넘겨주는 주소를 따라가지 않고 등록된 위치에서만 읽습니다.`,
    en: (params: Params) =>
      `${params.file} at this address answered with a redirect to ${params.location}. Remotes are read only from the listed location itself; redirects are not followed.`,
  },
  REMOTES_ADMIN_ONLY: {
    ko: '화면 묶음의 주소는 모든 권한을 가진 관리자만 바꿀 수 있습니다.',
    en: 'Only an administrator holding every permission can change where a part of the site is loaded from.',
  },
  // Calculators (docs/calculators.md)
  CALCULATOR_INPUT: {
    ko: (params: Params) =>
      calculatorMessage(isCalculatorIssueCode(String(params.reason)) ? (params.reason as 'invalid') : 'invalid', 'ko'),
    en: (params: Params) =>
      calculatorMessage(isCalculatorIssueCode(String(params.reason)) ? (params.reason as 'invalid') : 'invalid', 'en'),
  },
  NO_TABLE_IN_FORCE: {
    ko: (params: Params) =>
      params.earliest
        ? `이 날짜에 시행 중인 양육비 산정기준표가 없습니다. ${params.earliest}부터의 표만 있습니다.`
        : '등록된 양육비 산정기준표가 없습니다.',
    en: (params: Params) =>
      params.earliest
        ? `No child-support table was in force on that day; the tables here start on ${params.earliest}.`
        : 'No child-support table has been entered.',
  },
  TABLE_INVALID: {
    ko: (params: Params) => tableProblem(params, 'ko'),
    en: (params: Params) => tableProblem(params, 'en'),
  },
  TABLE_IN_EFFECT: {
    ko: '이미 시행된 양육비 산정기준표는 바꾸거나 삭제할 수 없습니다. 바뀐 표는 새 버전으로 등록해 주세요.',
    en: 'A child-support table already in force cannot be changed or deleted. Please enter the new table as a new version.',
  },
  TABLE_DATE_TAKEN: {
    ko: '같은 시행일의 양육비 산정기준표가 이미 있습니다.',
    en: 'A child-support table with this effective date already exists.',
  },
  TABLE_DATE_PAST: {
    ko: '시행일은 오늘이나 그 뒤여야 합니다. 지난 날짜의 계산은 바꿀 수 없습니다.',
    en: 'The effective date must be today or later: calculations of past days cannot be changed.',
  },
} satisfies Record<string, Message>;

/** A table issue carried in an error's params (`tableIssueParams`), with the count of the others found. */
function tableProblem(params: Params, locale: Locale): string {
  const number = (key: string) => (params[key] === undefined ? undefined : Number(params[key]));
  const issue: TableIssue = {
    code: String(params.code) as TableIssue['code'],
    path: String(params.path),
    ageFrom: number('ageFrom'),
    ageTo: number('ageTo'),
    incomeFrom: number('incomeFrom'),
    incomeTo: params.incomeTo === 'open' ? null : number('incomeTo'),
    line: number('line'),
  };
  const more = Number(params.more ?? 0);
  const text = tableIssueMessage(issue, locale);
  if (!more) return text;
  return locale === 'ko' ? `${text} (그 밖에 ${more}곳)` : `${text} (and ${more} more)`;
}

/** A table issue as the params of `TABLE_INVALID`. */
export function tableIssueParams(issue: TableIssue, more: number): Params {
  const params: Params = { code: issue.code, path: issue.path, more };
  for (const key of ['ageFrom', 'ageTo', 'incomeFrom', 'line'] as const)
    if (issue[key] !== undefined) params[key] = issue[key];
  if (issue.incomeTo !== undefined) params.incomeTo = issue.incomeTo === null ? 'open' : issue.incomeTo;
  return params;
}

export type ErrorCode = keyof typeof errorMessages;

/** The message of an error code in a language. */
export function messageOf(code: ErrorCode, locale: Locale, params: Params = {}): string {
  const message: Message = errorMessages[code];
  const text = message[locale];
  return typeof text === 'function' ? text(params) : text;
}

/** An error the API answers as `{ message, code }` with its status. */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly code: ErrorCode;
  readonly params: Params;
  readonly headers: Record<string, string>;

  constructor(statusCode: number, code: ErrorCode, params: Params = {}, headers: Record<string, string> = {}) {
    super(code);
    this.name = 'ApiError';
    this.statusCode = statusCode;
    this.code = code;
    this.params = params;
    this.headers = headers;
  }
}

/** Input that failed its schema: which fields and why. */
export class ValidationError extends ApiError {
  readonly issues: { path: string; code: string }[];

  constructor(issues: { path: string; code: string }[], code: ErrorCode = 'VALIDATION_FAILED', params: Params = {}) {
    super(400, code, params);
    this.issues = issues;
  }
}

export const notFound = () => new ApiError(404, 'NOT_FOUND');
export const conflict = (code: ErrorCode = 'CONFLICT') => new ApiError(409, code);

/** `10485760` → `10 MB`. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
  return `${Math.round(bytes / 1024)} KB`;
}

/** Where a NUL character hides in some input (PostgreSQL cannot store one in text); null when there is none. */
export function nulPath(value: unknown, path: string): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = nulPath(item, `${path}.${index}`);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
    for (const [key, item] of Object.entries(value)) {
      const found = nulPath(key, `${path}.${key}`) ?? nulPath(item, `${path}.${key}`);
      if (found) return found;
    }
  }
  return null;
}
