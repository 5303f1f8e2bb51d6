import type { places as en } from '../en/places';
import type { Translation } from '../types';

export const places: Translation<typeof en> = {
  field: {
    placeholder: 'अपना शहर, कस्बा या गाँव लिखें',
    namePlaceholder: 'स्थान का नाम (वैकल्पिक)',
    hint: 'कम से कम 2 अक्षर लिखें, फिर सूची से अपना स्थान चुनें।',
    coordinatesHint: 'स्थान का अक्षांश और देशांतर लिखें।',
    searching: 'खोज रहे हैं…',
    noResults: 'कोई स्थान नहीं मिला। कोई दूसरा शब्द लिखकर खोजें।',
    suggestions: 'सुझाए गए स्थान',
    enterCoordinates: 'इसके बजाय निर्देशांक दर्ज करें',
    searchByName: 'इसके बजाय स्थान के नाम से खोजें',
    latitude: 'अक्षांश (उत्तर; दक्षिण के लिए ऋणात्मक)',
    longitude: 'देशांतर (पूर्व; पश्चिम के लिए ऋणात्मक)',
    coordinates: '{{latitude}}, {{longitude}} · समय क्षेत्र {{timezone}}',
  },
  birthDetails: {
    lead: 'अपने जन्म का विवरण भरें। स्थान सुझावों में से चुनें, ताकि आपकी कुंडली उसके सटीक निर्देशांक और समय क्षेत्र से बने।',
    errors: {
      name: 'नाम कम से कम 2 अक्षरों का होना चाहिए',
      date: 'जन्म तिथि आवश्यक है',
      time: 'जन्म समय आवश्यक है',
      place: 'जन्म स्थान आवश्यक है',
    },
    locationRequired: {
      description: 'कृपया सुझावों में से अपना जन्म स्थान चुनें',
    },
  },
};
