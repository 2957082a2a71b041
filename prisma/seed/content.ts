import type { Db } from '@/server/db';
import { pages } from './pages';

type Bi = { th: string; en: string };
const DAY = 24 * 60 * 60 * 1000;
const img = (kind: string, i: number) => `/images/demo/${kind}-${i}.jpg`;
const both = <T extends object>(th: T, en: T) => [
  { languageId: 1, ...th },
  { languageId: 2, ...en },
];
/** A day at 09:00 or 16:00 Bangkok time, `days` from now. */
const at = (now: Date, days: number, hour: number) => {
  const d = new Date(now.getTime() + days * DAY);
  d.setUTCHours(hour - 7, 0, 0, 0);
  return d;
};

const trainingCategories: Bi[] = [
  { th: 'เทคโนโลยีดิจิทัลและข้อมูล', en: 'Digital technology and data' },
  { th: 'วิศวกรรมและอุตสาหกรรม', en: 'Engineering and industry' },
  { th: 'การบริหารและพัฒนาองค์กร', en: 'Management and organisational development' },
];

const speakers: { name: Bi; position: Bi }[] = [
  {
    name: { th: 'ผศ.ดร.สมชาย ใจดี', en: 'Asst. Prof. Dr. Somchai Jaidee' },
    position: { th: 'อาจารย์ประจำคณะวิศวกรรมศาสตร์', en: 'Lecturer, Faculty of Engineering' },
  },
  {
    name: { th: 'ดร.สุภาพร วงศ์ใหญ่', en: 'Dr. Supaporn Wongyai' },
    position: { th: 'นักวิจัยอาวุโส ด้านวิทยาการข้อมูล', en: 'Senior researcher in data science' },
  },
  {
    name: { th: 'รศ.ดร.ธนากร ศรีสุข', en: 'Assoc. Prof. Dr. Thanakorn Srisuk' },
    position: { th: 'ผู้เชี่ยวชาญด้านระบบอัตโนมัติ', en: 'Automation systems expert' },
  },
  {
    name: { th: 'คุณวรรณา พัฒนกิจ', en: 'Ms. Wanna Pattanakit' },
    position: { th: 'ที่ปรึกษาด้านการบริหารโครงการ', en: 'Project management consultant' },
  },
];

// [category index, days from now, length in days, price in baht, seats, th name, en name]
const trainings: [number, number, number, number, number, string, string][] = [
  [
    0,
    12,
    2,
    4500,
    30,
    'การวิเคราะห์ข้อมูลด้วย Python สำหรับผู้เริ่มต้น',
    'Data analysis with Python for beginners',
  ],
  [0, 26, 1, 2500, 40, 'ปัญญาประดิษฐ์เชิงสร้างสรรค์สำหรับงานสำนักงาน', 'Generative AI for office work'],
  [1, 40, 3, 9500, 25, 'การออกแบบระบบอัตโนมัติด้วย PLC', 'Designing automation systems with PLCs'],
  [2, 55, 1, 3200, 50, 'การบริหารโครงการแบบ Agile', 'Agile project management'],
  [
    1,
    70,
    2,
    6800,
    20,
    'อินเทอร์เน็ตของสรรพสิ่งสำหรับโรงงานอัจฉริยะ',
    'Internet of Things for smart factories',
  ],
  [0, 95, 2, 0, 60, 'ความมั่นคงปลอดภัยไซเบอร์สำหรับองค์กร', 'Cybersecurity for organisations'],
  [
    2,
    120,
    1,
    2900,
    35,
    'การเขียนข้อเสนอโครงการวิจัยให้ได้ทุน',
    'Writing research proposals that win funding',
  ],
  [0, -30, 2, 4200, 30, 'การสร้างแดชบอร์ดด้วย Power BI', 'Building dashboards with Power BI'],
  [1, -60, 1, 3500, 30, 'พื้นฐานการพิมพ์สามมิติสำหรับงานต้นแบบ', '3D printing basics for prototyping'],
  [2, -90, 1, 1800, 45, 'ทักษะการนำเสนออย่างมืออาชีพ', 'Professional presentation skills'],
];

const inhouse: [string, string, number][] = [
  ['หลักสูตรการใช้ข้อมูลเพื่อการตัดสินใจในองค์กร', 'Data-driven decision making for organisations', 0],
  ['หลักสูตรระบบบริหารงานคุณภาพ ISO 9001', 'ISO 9001 quality management systems', 1],
  ['หลักสูตรการบำรุงรักษาเชิงป้องกันสำหรับโรงงาน', 'Preventive maintenance for factories', 1],
  ['หลักสูตรภาวะผู้นำสำหรับหัวหน้างาน', 'Leadership for supervisors', 0],
];

const serviceKinds: { kind: string; category: Bi; items: Bi[] }[] = [
  {
    kind: 'diagnosis_consultation',
    category: { th: 'วินิจฉัยและให้คำปรึกษาธุรกิจ', en: 'Business diagnosis and consulting' },
    items: [
      { th: 'วินิจฉัยกระบวนการผลิต', en: 'Production process diagnosis' },
      { th: 'ที่ปรึกษาการปรับใช้เทคโนโลยีดิจิทัล', en: 'Digital transformation consulting' },
    ],
  },
  {
    kind: 'product_testing',
    category: { th: 'ห้องปฏิบัติการทดสอบ', en: 'Testing laboratories' },
    items: [
      { th: 'ทดสอบความแข็งแรงของวัสดุ', en: 'Material strength testing' },
      { th: 'ทดสอบความปลอดภัยทางไฟฟ้า', en: 'Electrical safety testing' },
    ],
  },
  {
    kind: 'research_development',
    category: { th: 'วิจัยร่วมกับภาคอุตสาหกรรม', en: 'Industry research partnerships' },
    items: [
      { th: 'พัฒนาต้นแบบผลิตภัณฑ์', en: 'Product prototype development' },
      { th: 'วิจัยและพัฒนาวัสดุใหม่', en: 'New materials research and development' },
    ],
  },
  {
    kind: 'website_digital_media',
    category: { th: 'เว็บไซต์และสื่อดิจิทัล', en: 'Websites and digital media' },
    items: [
      { th: 'ออกแบบและพัฒนาเว็บไซต์', en: 'Website design and development' },
      { th: 'ผลิตสื่อวิดีโอและอินโฟกราฟิก', en: 'Video and infographic production' },
    ],
  },
  {
    kind: 'other',
    category: { th: 'บริการอื่น ๆ', en: 'Other services' },
    items: [
      { th: 'ให้เช่าห้องประชุมและห้องปฏิบัติการ', en: 'Meeting room and laboratory rental' },
      { th: 'รับรองมาตรฐานบุคลากร', en: 'Personnel certification' },
    ],
  },
];

const newsCategories: Bi[] = [
  { th: 'ข่าวประชาสัมพันธ์', en: 'Announcements' },
  { th: 'ข่าวกิจกรรม', en: 'Activities' },
  { th: 'ข่าววิจัยและนวัตกรรม', en: 'Research and innovation' },
];
const newsTitles: Bi[] = [
  { th: 'เปิดรับสมัครหลักสูตรอบรมสาธารณะประจำปี', en: "This year's public training programme is open" },
  { th: 'ศูนย์ฯ ลงนามความร่วมมือกับภาคอุตสาหกรรม', en: 'Centre signs partnership with industry' },
  { th: 'นักวิจัยได้รับรางวัลนวัตกรรมระดับประเทศ', en: 'Researchers win a national innovation award' },
  { th: 'กิจกรรมวันเปิดบ้านห้องปฏิบัติการ', en: 'Laboratory open day' },
  { th: 'อบรมเชิงปฏิบัติการด้านปัญญาประดิษฐ์แก่ชุมชน', en: 'AI workshop for the community' },
  {
    th: 'ขยายบริการทดสอบผลิตภัณฑ์ตามมาตรฐานสากล',
    en: 'Product testing extended to international standards',
  },
  { th: 'ประกาศวันหยุดให้บริการช่วงปีใหม่', en: 'New Year service closure' },
  { th: 'สัมมนาวิชาการด้านพลังงานสะอาด', en: 'Academic seminar on clean energy' },
  { th: 'ผลงานวิจัยต่อยอดสู่เชิงพาณิชย์', en: 'Research results reach the market' },
  { th: 'ต้อนรับคณะดูงานจากต่างประเทศ', en: 'Welcoming an international study visit' },
  { th: 'เปิดตัวห้องปฏิบัติการหุ่นยนต์แห่งใหม่', en: 'A new robotics laboratory opens' },
  {
    th: 'ทุนวิจัยร่วมกับวิสาหกิจขนาดกลางและขนาดย่อม',
    en: 'Research grants with small and medium enterprises',
  },
  { th: 'บรรยายพิเศษด้านความปลอดภัยของข้อมูล', en: 'Guest lecture on data security' },
  { th: 'สรุปผลการดำเนินงานของศูนย์ประจำปี', en: "The centre's annual report" },
];

const portfolios: Bi[] = [
  {
    th: 'ระบบติดตามการผลิตแบบเรียลไทม์ให้โรงงานชิ้นส่วนยานยนต์',
    en: 'Real-time production tracking for an auto-parts plant',
  },
  {
    th: 'เว็บไซต์และระบบสมาชิกของสมาคมวิชาชีพ',
    en: 'Website and membership system for a professional association',
  },
  { th: 'ต้นแบบเครื่องคัดแยกผลไม้ด้วยภาพ', en: 'Vision-based fruit sorting prototype' },
  { th: 'การทดสอบความทนทานของบรรจุภัณฑ์ส่งออก', en: 'Durability testing of export packaging' },
  { th: 'หลักสูตรพัฒนาทักษะดิจิทัลให้หน่วยงานรัฐ', en: 'Digital skills programme for a government agency' },
  { th: 'ระบบพยากรณ์การใช้พลังงานของอาคาร', en: 'Building energy use forecasting' },
];

const faculties: { name: Bi; people: Bi[] }[] = [
  {
    name: { th: 'คณะวิศวกรรมศาสตร์', en: 'Faculty of Engineering' },
    people: [
      { th: 'รศ.ดร.ประเสริฐ มั่นคง', en: 'Assoc. Prof. Dr. Prasert Mankong' },
      { th: 'ผศ.ดร.กมลวรรณ ทองดี', en: 'Asst. Prof. Dr. Kamonwan Thongdee' },
      { th: 'ดร.ณัฐพล แสงทอง', en: 'Dr. Nattapon Saengthong' },
      { th: 'ผศ.วีระ ชัยมงคล', en: 'Asst. Prof. Weera Chaimongkol' },
      { th: 'ดร.สุธิดา พงษ์ไพบูลย์', en: 'Dr. Sutida Pongpaiboon' },
      { th: 'ผศ.ดร.อนุชา ทรัพย์มาก', en: 'Asst. Prof. Dr. Anucha Sapmak' },
    ],
  },
  {
    name: { th: 'คณะวิทยาศาสตร์', en: 'Faculty of Science' },
    people: [
      { th: 'ศ.ดร.อรุณี รัตนพันธ์', en: 'Prof. Dr. Arunee Rattanaphan' },
      { th: 'ดร.ปิยะพงษ์ บุญมา', en: 'Dr. Piyapong Boonma' },
      { th: 'ผศ.ดร.ศิริพร เกษมสุข', en: 'Asst. Prof. Dr. Siriporn Kasemsuk' },
      { th: 'ดร.ชนินทร์ อินทรประเสริฐ', en: 'Dr. Chanin Intaraprasert' },
      { th: 'รศ.ดร.พิมพ์ชนก แก้วมณี', en: 'Assoc. Prof. Dr. Pimchanok Kaewmanee' },
      { th: 'ดร.ธีรวัฒน์ จันทร์เพ็ญ', en: 'Dr. Teerawat Chanpen' },
    ],
  },
  {
    name: { th: 'คณะเทคโนโลยีสารสนเทศ', en: 'Faculty of Information Technology' },
    people: [
      { th: 'รศ.ดร.สุรเชษฐ์ วัฒนา', en: 'Assoc. Prof. Dr. Surachet Wattana' },
      { th: 'ผศ.ดร.นภัสสร ใจงาม', en: 'Asst. Prof. Dr. Napatsorn Jai-ngam' },
      { th: 'ดร.ภาณุวัฒน์ ศรีวงศ์', en: 'Dr. Panuwat Sriwong' },
      { th: 'ดร.มณีรัตน์ พรหมมา', en: 'Dr. Maneerat Promma' },
      { th: 'ผศ.ดร.กิตติพงษ์ สุขเจริญ', en: 'Asst. Prof. Dr. Kittipong Sukcharoen' },
      { th: 'ดร.วรัญญา ศักดิ์สิทธิ์', en: 'Dr. Waranya Saksit' },
    ],
  },
];

// Research fields, one per researcher in order (six per faculty).
const expertise: Bi[] = [
  { th: 'ระบบอัตโนมัติและหุ่นยนต์', en: 'Automation and robotics' },
  { th: 'วัสดุวิศวกรรม', en: 'Engineering materials' },
  { th: 'ระบบไฟฟ้ากำลัง', en: 'Electrical power systems' },
  { th: 'วิศวกรรมโยธา', en: 'Civil engineering' },
  { th: 'พลังงานทดแทน', en: 'Renewable energy' },
  { th: 'การผลิตอัจฉริยะ', en: 'Smart manufacturing' },
  { th: 'เคมีวิเคราะห์', en: 'Analytical chemistry' },
  { th: 'เทคโนโลยีชีวภาพ', en: 'Biotechnology' },
  { th: 'ฟิสิกส์ประยุกต์', en: 'Applied physics' },
  { th: 'วิทยาศาสตร์การอาหาร', en: 'Food science' },
  { th: 'สถิติและการวิเคราะห์ข้อมูล', en: 'Statistics and data analysis' },
  { th: 'นาโนเทคโนโลยี', en: 'Nanotechnology' },
  { th: 'ปัญญาประดิษฐ์', en: 'Artificial intelligence' },
  { th: 'ความมั่นคงปลอดภัยไซเบอร์', en: 'Cybersecurity' },
  { th: 'วิศวกรรมซอฟต์แวร์', en: 'Software engineering' },
  { th: 'อินเทอร์เน็ตของสรรพสิ่ง', en: 'Internet of Things' },
  { th: 'วิทยาการข้อมูล', en: 'Data science' },
  { th: 'การออกแบบประสบการณ์ผู้ใช้', en: 'User experience design' },
];

function seo(name: Bi, description: Bi, image: string, w = 800, h = 450) {
  return (lang: 'th' | 'en') => ({
    metaTitle: name[lang],
    metaDescription: description[lang],
    metaKeyword:
      lang === 'th' ? 'ศูนย์บริการวิชาการ, อบรม, วิจัย' : 'academic services, training, research',
    imageUrl: image,
    imageWidth: w,
    imageHeight: h,
  });
}

const bodyOf = (name: Bi, lang: 'th' | 'en') =>
  lang === 'th'
    ? `<p>${name.th} เป็นกิจกรรมของศูนย์บริการวิชาการและวิจัย ที่ออกแบบร่วมกับผู้เชี่ยวชาญของสถาบัน เพื่อให้ผู้เข้าร่วมนำความรู้ไปใช้ได้จริง</p><ul><li>เนื้อหาเข้มข้นและทันสมัย</li><li>ฝึกปฏิบัติกับกรณีศึกษาจริง</li><li>ได้รับเกียรติบัตรจากสถาบัน</li></ul>`
    : `<p>${name.en} is offered by the Academic Services and Research Centre and designed with the institute's experts so that participants can put it into practice.</p><ul><li>Up-to-date content</li><li>Hands-on work with real cases</li><li>A certificate from the institute</li></ul>`;

/** Bilingual demo content, added only to an empty database. */
export async function seedContent(db: Db, now = new Date()) {
  if ((await db.publicTraining.count()) > 0) return;

  const ptCats = [];
  for (const [i, c] of trainingCategories.entries()) {
    ptCats.push(
      await db.publicTrainingCategory.create({
        data: { sortOrder: i, translations: { create: both({ name: c.th }, { name: c.en }) } },
      }),
    );
  }
  const spk = [];
  for (const [i, s] of speakers.entries()) {
    spk.push(
      await db.publicTrainingSpeaker.create({
        data: {
          imageUrl: img('speaker', i + 1),
          translations: {
            create: both(
              { name: s.name.th, position: s.position.th },
              { name: s.name.en, position: s.position.en },
            ),
          },
        },
      }),
    );
  }
  for (const [i, [cat, days, length, baht, seats, th, en]] of trainings.entries()) {
    const name = { th, en };
    const description = {
      th: `อบรม ${th} โดยวิทยากรผู้เชี่ยวชาญ`,
      en: `${en}, taught by expert speakers`,
    };
    const start = at(now, days, 9);
    const meta = seo(name, description, img('training', i + 1));
    await db.publicTraining.create({
      data: {
        categoryId: ptCats[cat]!.id,
        courseCode: `PT-${String(now.getFullYear() + 543).slice(2)}-${String(i + 1).padStart(3, '0')}`,
        startTrainingDate: start,
        endTrainingDate: at(now, days + length - 1, 16),
        registerStartDate: new Date(start.getTime() - 60 * DAY),
        registerEndDate: new Date(start.getTime() - 2 * DAY),
        priceSatang: baht * 100,
        seatLimit: seats,
        translations: {
          create: both(
            {
              name: th,
              description: description.th,
              body: bodyOf(name, 'th'),
              location: 'อาคารวิจัยและนวัตกรรม ห้อง 301',
              ...meta('th'),
            },
            {
              name: en,
              description: description.en,
              body: bodyOf(name, 'en'),
              location: 'Research and Innovation Building, room 301',
              ...meta('en'),
            },
          ),
        },
        speakers: {
          create: [
            { speakerId: spk[i % spk.length]!.id, sortOrder: 0 },
            { speakerId: spk[(i + 1) % spk.length]!.id, sortOrder: 1 },
          ],
        },
        documents: {
          create: [
            {
              name: 'Course outline (PDF)',
              fileUrl: '/documents/course-outline.pdf',
              mimeType: 'application/pdf',
            },
          ],
        },
      },
    });
  }

  const ihCats = [];
  for (const [i, c] of [trainingCategories[2]!, trainingCategories[1]!].entries()) {
    ihCats.push(
      await db.inhouseTrainingCategory.create({
        data: { sortOrder: i, translations: { create: both({ name: c.th }, { name: c.en }) } },
      }),
    );
  }
  for (const [i, [th, en, cat]] of inhouse.entries()) {
    const name = { th, en };
    const description = {
      th: `${th} จัดอบรมให้ถึงองค์กรของคุณ`,
      en: `${en}, delivered at your organisation`,
    };
    const meta = seo(name, description, img('inhouse', i + 1));
    await db.inhouseTraining.create({
      data: {
        categoryId: ihCats[cat]!.id,
        durationHours: 6 + i * 6,
        translations: {
          create: both(
            { name: th, description: description.th, body: bodyOf(name, 'th'), ...meta('th') },
            { name: en, description: description.en, body: bodyOf(name, 'en'), ...meta('en') },
          ),
        },
      },
    });
  }

  let serviceImage = 0;
  for (const [i, group] of serviceKinds.entries()) {
    const category = await db.serviceCategory.create({
      data: {
        kind: group.kind,
        sortOrder: i,
        translations: { create: both({ name: group.category.th }, { name: group.category.en }) },
      },
    });
    for (const item of group.items) {
      serviceImage += 1;
      const description = {
        th: `บริการ${item.th}โดยทีมผู้เชี่ยวชาญของสถาบัน`,
        en: `${item.en} by the institute's experts`,
      };
      const meta = seo(item, description, img('service', serviceImage));
      await db.service.create({
        data: {
          categoryId: category.id,
          kind: group.kind,
          translations: {
            create: both(
              {
                name: item.th,
                description: description.th,
                body: bodyOf(item, 'th'),
                ...meta('th'),
              },
              {
                name: item.en,
                description: description.en,
                body: bodyOf(item, 'en'),
                ...meta('en'),
              },
            ),
          },
        },
      });
    }
  }

  const nCats = [];
  for (const [i, c] of newsCategories.entries()) {
    nCats.push(
      await db.newsCategory.create({
        data: { sortOrder: i, translations: { create: both({ name: c.th }, { name: c.en }) } },
      }),
    );
  }
  for (const [i, title] of newsTitles.entries()) {
    const description = {
      th: `${title.th} รายละเอียดเพิ่มเติมภายในข่าว`,
      en: `${title.en}: read the full story.`,
    };
    const meta = seo(title, description, img('news', (i % 10) + 1));
    await db.news.create({
      data: {
        newsCategoryId: nCats[i % nCats.length]!.id,
        pin: i === 0,
        highlight: i < 3,
        viewCount: (newsTitles.length - i) * 37,
        publishedAt: new Date(now.getTime() - i * 5 * DAY),
        translations: {
          create: both(
            {
              name: title.th,
              description: description.th,
              body: bodyOf(title, 'th'),
              ...meta('th'),
            },
            {
              name: title.en,
              description: description.en,
              body: bodyOf(title, 'en'),
              ...meta('en'),
            },
          ),
        },
      },
    });
  }

  for (const [i, title] of portfolios.entries()) {
    const description = { th: `ผลงาน: ${title.th}`, en: `Project: ${title.en}` };
    const meta = seo(title, description, img('portfolio', i + 1));
    await db.portfolio.create({
      data: {
        publishedAt: new Date(now.getTime() - i * 20 * DAY),
        translations: {
          create: both(
            {
              name: title.th,
              description: description.th,
              body: bodyOf(title, 'th'),
              ...meta('th'),
            },
            {
              name: title.en,
              description: description.en,
              body: bodyOf(title, 'en'),
              ...meta('en'),
            },
          ),
        },
      },
    });
  }

  let person = 0;
  for (const [i, f] of faculties.entries()) {
    const faculty = await db.faculty.create({
      data: {
        sortOrder: i,
        translations: { create: both({ name: f.name.th }, { name: f.name.en }) },
      },
    });
    for (const p of f.people) {
      person += 1;
      await db.researcher.create({
        data: {
          facultyId: faculty.id,
          email: `researcher${person}@example.ac.th`,
          // Twelve demo portraits; the others show their initials.
          imageUrl: person <= 12 ? img('person', person) : null,
          sortOrder: person,
          translations: {
            create: both(
              {
                name: p.th,
                position: 'อาจารย์และนักวิจัย',
                expertise: expertise[person - 1]?.th ?? f.name.th,
              },
              {
                name: p.en,
                position: 'Lecturer and researcher',
                expertise: expertise[person - 1]?.en ?? f.name.en,
              },
            ),
          },
        },
      });
    }
  }

  const banners: [string, Bi][] = [
    [
      'HOME_HERO',
      {
        th: 'พัฒนาศักยภาพคนและองค์กรด้วยวิชาการ',
        en: 'Growing people and organisations through knowledge',
      },
    ],
    [
      'HOME_HERO',
      {
        th: 'บริการทดสอบ วิจัย และพัฒนา ครบวงจร',
        en: 'Testing, research and development in one place',
      },
    ],
    [
      'HOME_NEWS',
      { th: 'เปิดรับสมัครอบรมสาธารณะแล้ววันนี้', en: 'Public training registration now open' },
    ],
    [
      'HOME_NEWS',
      { th: 'บริการอบรมภายในองค์กรตามความต้องการ', en: 'In-house training made to measure' },
    ],
  ];
  for (const [i, [category, name]] of banners.entries()) {
    await db.banner.create({
      data: {
        category,
        sortOrder: i,
        linkUrl: category === 'HOME_HERO' ? '/public-training' : '/in-house-training',
        translations: {
          create: both(
            { name: name.th, imageUrl: img('banner', i + 1), imageWidth: 1600, imageHeight: 600 },
            { name: name.en, imageUrl: img('banner', i + 1), imageWidth: 1600, imageHeight: 600 },
          ),
        },
      },
    });
  }

  for (const page of pages) {
    await db.page.create({
      data: { slug: page.slug, translations: { create: both(page.th, page.en) } },
    });
  }
}
