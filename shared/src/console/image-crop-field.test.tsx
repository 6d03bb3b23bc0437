import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useRef, useState } from 'react';
import { ImageCropField, consoleKitReady } from '@taesung/shared/console';
import { overlayStore } from './overlay-store.ts';
import { json, startApiServer } from '../test-support/api-server.ts';
import { renderConsole } from './test-support/render-console.tsx';

interface FakeCropperProps {
  zoom: number;
  aspect: number;
  cropperProps: Record<string, string>;
  onCropComplete: (area: Record<string, number>, pixels: Record<string, number>) => void;
}

/** jsdom lays nothing out, so the cropper reports the rectangle a browser would for the given zoom. */
jest.mock('react-easy-crop', () => ({
  __esModule: true,
  default: function FakeCropper({ zoom, aspect, cropperProps, onCropComplete }: FakeCropperProps) {
    const report = useRef(onCropComplete);
    report.current = onCropComplete;
    useEffect(() => {
      const width = 600 / zoom;
      report.current({ x: 10, y: 5, width: 50, height: 50 }, { x: 120.4, y: 80, width, height: width / aspect });
    }, [zoom, aspect]);
    return <div tabIndex={0} data-zoom={zoom} {...cropperProps} />;
  },
}));

let server: Awaited<ReturnType<typeof startApiServer>>;

beforeAll(async () => {
  server = await startApiServer((_, response) => json(response, 200, { image: '/uploads/lawyers/portrait.webp' }));
  URL.createObjectURL = jest.fn(() => 'blob:chosen-photo');
  URL.revokeObjectURL = jest.fn();
  await consoleKitReady;
});
afterAll(() => server.close());
afterEach(() => overlayStore.reset());
beforeEach(() => {
  server.seen.length = 0;
});

function Portrait() {
  const [image, setImage] = useState<string | null>('/uploads/lawyers/old.webp');
  return (
    <ImageCropField<{ image: string }>
      label="프로필 사진"
      url="/api/console/lawyers/lawyer-1/image"
      aspect={3 / 4}
      current={image}
      hint="세로 3:4로 잘려 사이트에 보입니다."
      onUploaded={(data) => setImage(data.image)}
    />
  );
}

const photo = () => new File(['photo bytes'], '김태성.jpg', { type: 'image/jpeg' });
const part = (body: string, name: string) =>
  new RegExp(`name="${name.replace('.', '\\.')}"\\r\\n\\r\\n([^\\r]*)`).exec(body)?.[1];

describe('an image crop field', () => {
  it('crops a chosen photo with the zoom slider and uploads it with the rectangle in pixels', async () => {
    const user = userEvent.setup();
    renderConsole(<Portrait />, { baseURL: server.baseURL });
    const group = screen.getByRole('group', { name: '프로필 사진' });
    expect(group).toContainElement(screen.getByText('지금 사진'));

    await user.upload(screen.getByLabelText(/프로필 사진 사진 고르기/), photo());
    const area = await screen.findByLabelText('사진에서 남길 영역');
    expect(area).toHaveAccessibleDescription(/화살표 키로 옮깁니다/);
    expect(screen.getByText('올릴 모습 미리보기')).toBeInTheDocument();

    const zoom = screen.getByRole('slider', { name: '확대' });
    expect(zoom).toHaveAttribute('aria-valuetext', '100%');
    fireEvent.change(zoom, { target: { value: '1.1' } });
    await waitFor(() => expect(area).toHaveAttribute('data-zoom', '1.1'));
    expect(zoom).toHaveAttribute('aria-valuetext', '110%');

    await user.click(screen.getByRole('button', { name: '이 영역으로 올리기' }));
    expect(await screen.findByText('사진을 올렸습니다.')).toBeInTheDocument();
    const [request] = server.seen;
    expect(request).toMatchObject({ method: 'POST', url: '/api/console/lawyers/lawyer-1/image' });
    expect(request?.body).toContain('filename="김태성.jpg"');
    expect(['crop.x', 'crop.y', 'crop.width', 'crop.height'].map((name) => part(request!.body, name))).toEqual([
      '120',
      '80',
      '545',
      '727',
    ]);
    expect(screen.queryByLabelText('사진에서 남길 영역')).not.toBeInTheDocument();
    expect(screen.getByText('지금 사진')).toBeInTheDocument();
  });

  it("keeps the chosen photo and shows the server's message when the upload is refused", async () => {
    const user = userEvent.setup();
    server.handle((_, response) =>
      json(response, 400, { message: '이미지 파일만 올릴 수 있습니다.', code: 'UNSUPPORTED_FILE' }),
    );
    renderConsole(<Portrait />, { baseURL: server.baseURL });
    await user.upload(screen.getByLabelText(/프로필 사진 사진 고르기/), photo());
    await user.click(await screen.findByRole('button', { name: '이 영역으로 올리기' }));
    expect(await screen.findByText('이미지 파일만 올릴 수 있습니다.')).toHaveAttribute('role', 'alert');
    expect(screen.getByLabelText('사진에서 남길 영역')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '고른 사진 취소' }));
    expect(screen.queryByLabelText('사진에서 남길 영역')).not.toBeInTheDocument();
  });
});
