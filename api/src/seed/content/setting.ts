import { facade } from './images.ts';
import type { SeedOffice, SeedSetting } from './types.ts';

/*
 * Firm details and offices. Every number, address and name here is fictional: phone numbers use the unassigned
 * exchange 0000, e-mail and web addresses the reserved `.example` domain, the registration number fails the
 * tax office's check digit, and building numbers lie outside the real range of their roads. Coordinates are
 * plausible points near the courts each office serves.
 */

const offices: SeedOffice[] = [
  {
    code: 'seoul-main',
    name: { ko: '서울 본사', en: 'Seoul Main Office' },
    address: {
      ko: '서울특별시 서초구 강남대로 9901, 태성빌딩 8층 (서울가정법원 인근)',
      en: '8F Taesung Building, 9901 Gangnam-daero, Seocho-gu, Seoul (near Seoul Family Court)',
    },
    phone: '02-0000-5800',
    fax: '02-0000-5801',
    lat: 37.4738,
    lng: 127.0366,
    hours: {
      ko: '평일 09:00~18:00 (점심시간 12:00~13:00)\n야간·토요일 상담은 예약한 분에 한해 진행합니다.\n일요일, 공휴일 휴무',
      en: 'Weekdays 9:00 a.m.–6:00 p.m. (lunch break 12:00–1:00 p.m.)\nEvening and Saturday meetings by appointment only.\nClosed on Sundays and public holidays',
    },
    directions: {
      ko: [
        '1. 지하철 신분당선 양재시민의숲역에서 내립니다.',
        '2. 5번 출구로 나와 강남대로를 따라 양재역 방향으로 약 300m 걷습니다.',
        '3. 서울가정법원 정문 맞은편 횡단보도를 건너면 태성빌딩이 보입니다.',
        '4. 1층 로비 엘리베이터를 타고 8층에서 내리면 안내 데스크가 있습니다.',
        '※ 지하철 3호선 양재역에서 오시는 경우, 강남대로 남쪽 방향 시내버스로 두 정류장 이동한 뒤 "서울가정법원" 정류장에서 내리시면 됩니다.',
      ].join('\n'),
      en: [
        '1. Take the Shinbundang Line to Yangjae Citizen’s Forest Station.',
        '2. Leave by Exit 5 and walk about 300 m along Gangnam-daero towards Yangjae Station.',
        '3. Cross at the pedestrian crossing opposite the main gate of Seoul Family Court; the Taesung Building is in front of you.',
        '4. Take the lift in the ground-floor lobby to the 8th floor, where reception will meet you.',
        'From Yangjae Station (Line 3), take any southbound city bus on Gangnam-daero for two stops and get off at “Seoul Family Court”.',
      ].join('\n'),
    },
    parking: {
      ko: '건물 지하 주차장을 이용하실 수 있습니다. 상담 후 안내 데스크에서 주차 등록을 해 드립니다. 주차 공간이 넉넉하지 않으니 가급적 대중교통을 이용해 주세요.',
      en: 'Parking is available in the building’s basement car park; reception will register your car after the meeting. Spaces are limited, so public transport is recommended.',
    },
    image: facade('office-seoul-main', {
      sky: ['#b8d0e8', '#eef3f8'],
      wall: '#7d8798',
      glass: '#4b6a8c',
      floors: 9,
      columns: 7,
    }),
  },
  {
    code: 'seoul-branch',
    name: { ko: '서울 분사무소', en: 'Seoul Branch Office' },
    address: {
      ko: '서울특별시 서초구 서초중앙로 9902, 법조타운빌딩 5층 (서울법원종합청사 인근)',
      en: '5F Beopjo Town Building, 9902 Seochojungang-ro, Seocho-gu, Seoul (near the Seoul Court Complex)',
    },
    phone: '02-0000-5810',
    fax: '02-0000-5811',
    lat: 37.4931,
    lng: 127.0121,
    hours: {
      ko: '평일 09:00~18:00 (점심시간 12:00~13:00)\n야간 상담은 예약한 분에 한해 진행합니다.\n토·일요일, 공휴일 휴무',
      en: 'Weekdays 9:00 a.m.–6:00 p.m. (lunch break 12:00–1:00 p.m.)\nEvening meetings by appointment only.\nClosed on weekends and public holidays',
    },
    directions: {
      ko: [
        '1. 지하철 2호선 또는 3호선 교대역에서 내립니다.',
        '2. 10번 출구로 나와 서초중앙로를 따라 서울법원종합청사 방향으로 약 250m 걷습니다.',
        '3. 법원 사거리 못미처 오른쪽에 있는 법조타운빌딩으로 들어옵니다.',
        '4. 엘리베이터를 타고 5층에서 내리면 사무실 입구가 있습니다.',
      ].join('\n'),
      en: [
        '1. Take Line 2 or Line 3 to Seoul National University of Education Station (Gyodae).',
        '2. Leave by Exit 10 and walk about 250 m along Seochojungang-ro towards the Seoul Court Complex.',
        '3. The Beopjo Town Building is on your right, just before the court intersection.',
        '4. Take the lift to the 5th floor; our entrance is opposite the lifts.',
      ].join('\n'),
    },
    parking: {
      ko: '건물 기계식 주차장은 대수가 적어 미리 알려 주신 분께 안내해 드립니다. 주변 공영주차장도 이용하실 수 있습니다.',
      en: 'The building’s mechanical car park has few spaces; tell us in advance and we will reserve one if possible. Public car parks are nearby.',
    },
    image: facade('office-seoul-branch', {
      sky: ['#c9d9e6', '#f3f5f8'],
      wall: '#9a8f84',
      glass: '#55708a',
      floors: 7,
      columns: 6,
    }),
  },
  {
    code: 'incheon',
    name: { ko: '인천 분사무소', en: 'Incheon Branch Office' },
    address: {
      ko: '인천광역시 미추홀구 소성로 9903, 학익법조빌딩 6층 (인천지방법원 인근)',
      en: '6F Hagik Beopjo Building, 9903 Soseong-ro, Michuhol-gu, Incheon (near Incheon District Court)',
    },
    phone: '032-0000-5820',
    fax: '032-0000-5821',
    lat: 37.4404,
    lng: 126.6697,
    hours: {
      ko: '평일 09:00~18:00 (점심시간 12:00~13:00)\n야간 상담은 예약한 분에 한해 진행합니다.\n토·일요일, 공휴일 휴무',
      en: 'Weekdays 9:00 a.m.–6:00 p.m. (lunch break 12:00–1:00 p.m.)\nEvening meetings by appointment only.\nClosed on weekends and public holidays',
    },
    directions: {
      ko: [
        '1. 지하철 수인분당선 인하대역에서 내립니다.',
        '2. 출구 앞 버스정류장에서 인천지방법원 방면 시내버스를 탑니다.',
        '3. "인천지방법원·검찰청" 정류장에서 내려 법원 정문 방향으로 약 100m 걷습니다.',
        '4. 법원 정문 건너편 학익법조빌딩 6층으로 오시면 됩니다.',
        '※ 인천 1호선 문학경기장역에서 택시로 오시면 약 5분 걸립니다.',
      ].join('\n'),
      en: [
        '1. Take the Suin–Bundang Line to Inha Univ. Station.',
        '2. At the bus stop outside the station, board a city bus heading for Incheon District Court.',
        '3. Get off at “Incheon District Court & Prosecutors’ Office” and walk about 100 m towards the court’s main gate.',
        '4. The Hagik Beopjo Building is across from the main gate; we are on the 6th floor.',
        'From Munhak Sports Complex Station (Incheon Line 1), a taxi takes about five minutes.',
      ].join('\n'),
    },
    parking: {
      ko: '건물 뒤편 주차장을 이용하실 수 있으며, 상담 후 안내 데스크에서 주차 등록을 해 드립니다.',
      en: 'Parking is available behind the building; reception will register your car after the meeting.',
    },
    image: facade('office-incheon', {
      sky: ['#c4dbe0', '#f1f6f5'],
      wall: '#6f8a8c',
      glass: '#3f6470',
      floors: 8,
      columns: 6,
    }),
  },
  {
    code: 'gwangju',
    name: { ko: '광주 분사무소', en: 'Gwangju Branch Office' },
    address: {
      ko: '광주광역시 동구 준법로 9904, 지산법조빌딩 4층 (광주지방법원 인근)',
      en: '4F Jisan Beopjo Building, 9904 Junbeop-ro, Dong-gu, Gwangju (near Gwangju District Court)',
    },
    phone: '062-0000-5830',
    fax: '062-0000-5831',
    lat: 35.1517,
    lng: 126.9338,
    hours: {
      ko: '평일 09:00~18:00 (점심시간 12:00~13:00)\n야간 상담은 예약한 분에 한해 진행합니다.\n토·일요일, 공휴일 휴무',
      en: 'Weekdays 9:00 a.m.–6:00 p.m. (lunch break 12:00–1:00 p.m.)\nEvening meetings by appointment only.\nClosed on weekends and public holidays',
    },
    directions: {
      ko: [
        '1. 광주송정역 또는 광주종합버스터미널에서 광주 도시철도 1호선 또는 시내버스를 이용합니다.',
        '2. 도시철도 1호선 문화전당역에서 내려 지산동 방면 시내버스로 갈아탑니다.',
        '3. "광주지방법원" 정류장에서 내려 법원 정문을 지나 약 150m 걷습니다.',
        '4. 지산법조빌딩 4층으로 오시면 됩니다. 문화전당역에서 택시로는 약 7분 걸립니다.',
      ].join('\n'),
      en: [
        '1. From Gwangju Songjeong Station or the U-Square bus terminal, take Gwangju Metro Line 1 or a city bus.',
        '2. Get off Line 1 at Asia Culture Center Station and change to a city bus towards Jisan-dong.',
        '3. Get off at “Gwangju District Court”, pass the court’s main gate and walk about 150 m.',
        '4. We are on the 4th floor of the Jisan Beopjo Building. A taxi from Asia Culture Center Station takes about seven minutes.',
      ].join('\n'),
    },
    parking: {
      ko: '건물 지상 주차장을 이용하실 수 있습니다. 법원 주변은 오전에 혼잡하니 여유 있게 출발해 주세요.',
      en: 'Parking is available at the building. Traffic around the court is heavy in the morning, so please allow extra time.',
    },
    image: facade('office-gwangju', {
      sky: ['#d6d9ec', '#f5f4f9'],
      wall: '#8c7f9a',
      glass: '#5a5f8a',
      floors: 6,
      columns: 5,
    }),
  },
];

export const setting: SeedSetting = {
  firmName: { ko: '법무법인 태성', en: 'Taesung Law Firm' },
  teamName: { ko: '이혼가사팀', en: 'Divorce & Family Law Team' },
  representatives: { ko: '대표변호사 정한결, 서윤경', en: 'Representative Attorneys: Hangyeol Jeong, Yunkyung Seo' },
  advertisingLawyer: { ko: '정한결', en: 'Hangyeol Jeong' },
  registrationNumber: '214-86-05800',
  phone: '02-0000-5800',
  email: 'counsel@taesung-law.example',
  chatUrl: 'https://talk.chat-service.example/taesung-family',
  social: {
    youtube: 'https://video.example/@taesung-family',
    blog: 'https://blog.example/taesung-family',
  },
  notificationRecipients: {
    email: ['intake@taesung-law.example', 'seoul@taesung-law.example'],
    sms: ['010-0000-5800', '010-0000-5802'],
  },
  offices,
};
