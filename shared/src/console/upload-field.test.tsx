import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ServerResponse } from 'node:http';
import { useState } from 'react';
import { UploadField, consoleKitReady } from '@taesung/shared/console';
import { overlayStore } from './overlay-store.ts';
import { json, startApiServer, type Handler } from '../test-support/api-server.ts';
import { renderConsole } from './test-support/render-console.tsx';

let server: Awaited<ReturnType<typeof startApiServer>>;
let held: ServerResponse[] = [];
const hold: Handler = (_, response) => {
  held.push(response);
};

beforeAll(async () => {
  server = await startApiServer(hold);
  await consoleKitReady;
});

afterAll(() => server.close());

beforeEach(() => {
  server.seen.length = 0;
  server.aborted.length = 0;
  held = [];
  server.handle(hold);
});

afterEach(() => overlayStore.reset());

function Attachments() {
  const [files, setFiles] = useState<string[]>([]);
  return (
    <>
      <UploadField<{ url: string }>
        label="첨부 파일"
        url="/api/console/uploads"
        accept=".pdf,.hwp"
        hint="PDF나 한글 파일, 20MB까지"
        onUploaded={(data) => setFiles((current) => [...current, data.url])}
      />
      <ul aria-label="올린 파일">
        {files.map((file) => (
          <li key={file}>{file}</li>
        ))}
      </ul>
    </>
  );
}

const pdf = () => new File(['%PDF-1.7 서류'], '위임장.pdf', { type: 'application/pdf' });

describe('an upload field', () => {
  it('shows the progress of an upload and cancels it, aborting the request', async () => {
    const user = userEvent.setup();
    renderConsole(<Attachments />, { baseURL: server.baseURL });
    await user.upload(screen.getByLabelText(/첨부 파일/), pdf());

    expect(await screen.findByRole('progressbar', { name: '업로드 진행률' })).toBeInTheDocument();
    expect(screen.getByText(/위임장\.pdf 올리는 중 \d+%/)).toBeInTheDocument();
    await waitFor(() => expect(held).toHaveLength(1));
    expect(server.seen[0]?.body).toContain('filename="위임장.pdf"');

    await user.click(screen.getByRole('button', { name: '업로드 취소' }));
    expect(await screen.findByText('업로드를 취소했습니다.')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    await waitFor(() => expect(server.aborted).toEqual(['/api/console/uploads']));
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });

  it("hands the server's answer over when the upload succeeds", async () => {
    const user = userEvent.setup();
    server.handle((_, response) => json(response, 201, { url: '/uploads/2026/위임장.pdf' }));
    renderConsole(<Attachments />, { baseURL: server.baseURL });
    await user.upload(screen.getByLabelText(/첨부 파일/), pdf());

    expect(await screen.findByText('위임장.pdf을(를) 올렸습니다.')).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent('/uploads/2026/위임장.pdf');
  });

  it("shows the server's message when the upload is refused", async () => {
    const user = userEvent.setup();
    server.handle((_, response) =>
      json(response, 415, { message: 'PDF, HWP 파일만 올릴 수 있습니다.', code: 'UNSUPPORTED_FILE' }),
    );
    renderConsole(<Attachments />, { baseURL: server.baseURL });
    await user.upload(screen.getByLabelText(/첨부 파일/), pdf());

    expect(await screen.findByText('PDF, HWP 파일만 올릴 수 있습니다.')).toBeInTheDocument();
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });
});
