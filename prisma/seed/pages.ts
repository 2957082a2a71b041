/** The about-us and privacy-policy texts (SPEC.md section 1), in Thai and English. */
export const pages = [
  {
    slug: 'about-us',
    th: {
      name: 'เกี่ยวกับศูนย์บริการวิชาการและวิจัย',
      metaTitle: 'เกี่ยวกับเรา',
      metaDescription: 'ศูนย์บริการวิชาการและวิจัยของสถาบันเทคโนโลยี',
      body: '<p>ศูนย์บริการวิชาการและวิจัยเป็นหน่วยงานของสถาบันเทคโนโลยี ทำหน้าที่เชื่อมโยงองค์ความรู้ของคณาจารย์และนักวิจัยสู่ภาครัฐ ภาคเอกชน และชุมชน</p><h2>พันธกิจ</h2><ul><li>จัดฝึกอบรมหลักสูตรสาธารณะและหลักสูตรภายในองค์กร</li><li>ให้บริการวินิจฉัย ให้คำปรึกษา และทดสอบผลิตภัณฑ์</li><li>ร่วมวิจัยและพัฒนากับภาคอุตสาหกรรม</li><li>พัฒนาเว็บไซต์และสื่อดิจิทัล</li></ul>',
    },
    en: {
      name: 'About the Academic Services and Research Centre',
      metaTitle: 'About us',
      metaDescription: "The technology institute's academic services and research centre",
      body: '<p>The Academic Services and Research Centre is a unit of the technology institute that brings the knowledge of its lecturers and researchers to government, industry and communities.</p><h2>Mission</h2><ul><li>Public and in-house training programmes</li><li>Diagnosis, consulting and product testing</li><li>Joint research and development with industry</li><li>Websites and digital media</li></ul>',
    },
  },
  {
    slug: 'privacy-policy',
    th: {
      name: 'นโยบายความเป็นส่วนตัว',
      metaTitle: 'นโยบายความเป็นส่วนตัว',
      metaDescription: 'การเก็บ ใช้ และคุ้มครองข้อมูลส่วนบุคคลของผู้ใช้บริการ',
      body: '<h2>ข้อมูลที่เราเก็บ</h2><p>เราเก็บชื่อ อีเมล หมายเลขโทรศัพท์ ที่อยู่ และวันที่สมัครสมาชิกของท่าน</p><h2>การใช้ข้อมูล</h2><p>ข้อมูลของท่านใช้เพื่อการติดต่อและการประชาสัมพันธ์กิจกรรมของศูนย์เท่านั้น เราไม่ขายข้อมูลของท่านให้ผู้ใด และท่านสามารถขอยกเลิกการรับข่าวสารทางการตลาดได้ทุกเมื่อ</p><h2>คุกกี้และการชำระเงิน</h2><p>เว็บไซต์นี้ใช้คุกกี้เพื่อการเข้าสู่ระบบและการจดจำภาษา เราไม่จัดเก็บข้อมูลบัตรเครดิตของท่าน การชำระด้วยบัตรดำเนินการโดยผู้ให้บริการรับชำระเงิน</p><h2>ติดต่อเรา</h2><p>ศูนย์บริการวิชาการและวิจัย อาคารวิจัยและนวัตกรรม ชั้น 3 เลขที่ 1 ถนนฉลองกรุง แขวงลำปลาทิว เขตลาดกระบัง กรุงเทพมหานคร 10520 อีเมล academic-services@example.ac.th</p>',
    },
    en: {
      name: 'Privacy policy',
      metaTitle: 'Privacy policy',
      metaDescription: 'How we collect, use and protect your personal data',
      body: "<h2>What we collect</h2><p>We collect your name, e-mail, telephone number, address and the date you signed up.</p><h2>How we use it</h2><p>Your data is used to contact you and to tell you about the centre's activities only. We never sell it, and you may opt out of marketing at any time.</p><h2>Cookies and payments</h2><p>This site uses cookies to keep you logged in and to remember your language. We do not store credit card details: card payments are handled by the payment provider.</p><h2>Contact</h2><p>Academic Services and Research Centre, Research and Innovation Building, 3rd floor, 1 Chalong Krung Road, Lam Pla Thio, Lat Krabang, Bangkok 10520. E-mail academic-services@example.ac.th</p>",
    },
  },
];
