import { publicApi, type AppStore, type Setting } from '@taesung/shared';

/** Site settings as `GET /api/v1/setting` answers them in Korean (fictional details, as the seed's). */
export const settingKo: Setting = {
  firmName: '법무법인 태성',
  teamName: '이혼가사팀',
  representatives: '대표변호사 한지원, 서도윤',
  advertisingLawyer: '한지원',
  registrationNumber: '123-45-67890',
  phone: '0212345678',
  email: 'family@taesung-law.example',
  chatUrl: 'https://chat.example.com/taesung',
  social: { youtube: 'https://www.youtube.com/@taesung-family', blog: 'https://blog.example.com/taesung' },
  offices: [
    {
      code: 'seoul-main',
      name: '서울 주사무소',
      address: '서울특별시 서초구 서초대로 100, 7층',
      phone: '0212345678',
      lat: 37.49,
      lng: 127.01,
      image: null,
      hours: '평일 09:00–18:00',
      directions: '2호선 서초역 3번 출구',
      parking: '건물 지하 주차장',
    },
    {
      code: 'seoul-branch',
      name: '서울 분사무소',
      address: '서울특별시 강남구 테헤란로 200, 12층',
      phone: '0223456789',
      lat: 37.5,
      lng: 127.03,
      image: null,
      hours: '평일 09:00–18:00',
      directions: '2호선 역삼역 1번 출구',
      parking: '건물 주차장',
    },
    {
      code: 'incheon',
      name: '인천 분사무소',
      address: '인천광역시 미추홀구 학익소로 30, 5층',
      phone: '0323456789',
      lat: 37.44,
      lng: 126.67,
      image: null,
      hours: '평일 09:00–18:00',
      directions: '인천지방법원 맞은편',
      parking: '건물 주차장',
    },
    {
      code: 'gwangju',
      name: '광주 분사무소',
      address: '광주광역시 동구 준법로 7, 3층',
      phone: '0623456789',
      lat: 35.15,
      lng: 126.93,
      image: null,
      hours: '평일 09:00–18:00',
      directions: '광주지방법원 정문 앞',
      parking: '건물 주차장',
    },
  ],
};

/** Puts the settings into the store as if the page had loaded them (at once, as the server's state would). */
export function withSetting(store: AppStore, setting: Setting = settingKo) {
  store.dispatch(publicApi.util.upsertQueryEntries([{ endpointName: 'getSetting', arg: undefined, value: setting }]));
  return store;
}
