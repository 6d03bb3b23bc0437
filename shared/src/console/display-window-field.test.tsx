import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { api } from '@taesung/shared';
import {
  DisplayWindowField,
  ResourceForm,
  checkDisplayWindow,
  consoleKitReady,
  useResourceForm,
} from '@taesung/shared/console';
import { json, startApiServer } from '../test-support/api-server.ts';
import { renderConsole } from './test-support/render-console.tsx';

const windowInput = z
  .object({ startAt: z.iso.datetime({ offset: true }).nullable(), endAt: z.iso.datetime({ offset: true }).nullable() })
  .superRefine(checkDisplayWindow);
type WindowInput = z.input<typeof windowInput>;

const windowsApi = api.injectEndpoints({
  endpoints: (build) => ({
    saveTestWindow: build.mutation<unknown, WindowInput>({
      query: (data) => ({ url: '/api/console/test-windows', method: 'POST', data }),
    }),
  }),
});

function WindowForm() {
  const [save] = windowsApi.useSaveTestWindowMutation();
  const form = useResourceForm({
    schema: windowInput,
    defaultValues: { startAt: null, endAt: null },
    onSubmit: (values) => save(values).unwrap(),
  });
  return (
    <ResourceForm form={form}>
      <DisplayWindowField />
    </ResourceForm>
  );
}

let server: Awaited<ReturnType<typeof startApiServer>>;
beforeAll(async () => {
  server = await startApiServer((_, response) => json(response, 200, {}));
  await consoleKitReady;
});
afterAll(() => server.close());

test('says at once that an end before the start is wrong, refuses to save it, and saves Korean times as instants', async () => {
  const user = userEvent.setup();
  renderConsole(<WindowForm />, { baseURL: server.baseURL });
  const group = screen.getByRole('group', { name: '게시 기간' });
  expect(group).toBeInTheDocument();
  await user.type(screen.getByLabelText('시작', { exact: false }), '2026-12-01T09:00');
  await user.type(screen.getByLabelText('종료', { exact: false }), '2026-11-30T09:00');
  expect(screen.getByText('종료 시각은 시작 시각보다 뒤여야 합니다.')).toHaveAttribute('role', 'alert');

  await user.click(screen.getByRole('button', { name: '저장' }));
  expect(await screen.findByRole('link', { name: /종료 시각은 시작 시각보다 뒤여야 합니다/ })).toBeInTheDocument();
  expect(server.seen.filter((request) => request.method === 'POST')).toEqual([]);

  await user.clear(screen.getByLabelText('종료', { exact: false }));
  await user.type(screen.getByLabelText('종료', { exact: false }), '2026-12-31T18:00');
  expect(screen.queryByText('종료 시각은 시작 시각보다 뒤여야 합니다.')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: '저장' }));
  await waitFor(() => expect(server.seen.filter((request) => request.method === 'POST')).toHaveLength(1));
  expect(JSON.parse(server.seen.find((request) => request.method === 'POST')!.body)).toEqual({
    startAt: '2026-12-01T00:00:00.000Z',
    endAt: '2026-12-31T09:00:00.000Z',
  });
});
