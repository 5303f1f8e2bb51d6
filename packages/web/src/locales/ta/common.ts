import type { common as en } from '../en/common';
import type { Translation } from '../types';

export const common: Translation<typeof en> = {
  skipToContent: 'முதன்மை உள்ளடக்கத்துக்குச் செல்லவும்',
  loading: {
    session: 'ஏற்றப்படுகிறது…',
    page: 'பக்கம் ஏற்றப்படுகிறது...',
  },
  error: {
    title: 'ஏதோ தவறு நடந்துவிட்டது',
    description: 'பக்கத்தைப் புதுப்பித்து மீண்டும் முயலவும்',
    refresh: 'பக்கத்தைப் புதுப்பி',
  },
  notFound: {
    code: 'பிழை 404',
    home: 'முகப்புப் பக்கத்துக்குச் செல்லவும்',
    tools: 'எங்கள் இலவச ஜோதிடக் கருவிகளைப் பயன்படுத்துங்கள்',
  },
  pending: {
    notice: 'இந்தப் பக்கத்தைத் தயாரித்து வருகிறோம்; விரைவில் கிடைக்கும்.',
    meanwhile: 'அதுவரை இந்த இலவச சேவைகளைப் பயன்படுத்தலாம்:',
    home: 'முகப்புப் பக்கம்',
    tools: 'இலவச ஜோதிடக் கருவிகள்',
  },
  access: {
    adminTitle: 'நிர்வாகி அனுமதி தேவை',
    adminDescription: 'இந்தப் பக்கத்தை நிர்வாகிகள் மட்டுமே திறக்க முடியும்.',
    astrologerTitle: 'ஜோதிடர் அனுமதி தேவை',
    astrologerDescription: 'எங்களிடம் பதிவுசெய்த ஜோதிடர்கள் மட்டுமே இந்தப் பக்கத்தைத் திறக்க முடியும்.',
    home: 'முகப்புப் பக்கத்துக்குத் திரும்பு',
  },
};
