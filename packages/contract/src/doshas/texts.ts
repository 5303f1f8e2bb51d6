import type { Language } from '../i18n/languages.js';

/**
 * The explanations of the kundli's `doshas` block, by code, with `{{param}}` placeholders that
 * `noteText` fills in the page's language.
 */
export const DOSHA_TEXTS: Readonly<Record<Language, Readonly<Record<string, string>>>> = {
  en: {
    mangal_absent:
      'No Mangal dosha: Mars is in house {{lagnaHouse}} from the lagna, {{moonHouse}} from the Moon and {{venusHouse}} from Venus, none of them 1, 2, 4, 7, 8 or 12.',
    mangal_present:
      'Mangal dosha: Mars is in house {{lagnaHouse}} from the lagna, {{moonHouse}} from the Moon and {{venusHouse}} from Venus; counted from {{count}} of the three it falls in 1, 2, 4, 7, 8 or 12.',
    mangal_cancelled:
      'Mangal dosha is present (Mars in house {{lagnaHouse}} from the lagna, {{moonHouse}} from the Moon, {{venusHouse}} from Venus) but cancelled within the chart.',
    mars_own_sign: 'Mars is in its own sign, {{sign}}.',
    mars_exalted: 'Mars is exalted in {{sign}}.',
    mars_with_jupiter: 'Jupiter is with Mars in {{sign}}.',
    jupiter_aspects_mars: 'Jupiter aspects Mars (its {{aspect}}th-house aspect).',
    mars_harmless_sign:
      'Mars in house {{house}} in {{sign}} does no harm, by the classical exceptions.',
    kaal_sarp_full:
      '{{direction}} dosha ({{type}}): all seven planets lie between Rahu (house {{rahuHouse}}) and Ketu (house {{ketuHouse}}).',
    kaal_sarp_partial:
      'Partial {{direction}} dosha ({{type}}): the seven planets lie within the signs from Rahu (house {{rahuHouse}}) to Ketu (house {{ketuHouse}}), one sharing a node’s sign.',
    kaal_sarp_absent: 'No Kaal sarp dosha: planets lie on both sides of the Rahu–Ketu axis.',
    pitra_present: 'Pitra dosha, by the rules listed.',
    pitra_absent:
      'No Pitra dosha: the Sun is not with Rahu, Ketu or Saturn, and no node is in the 9th house.',
    sun_with_node: 'The Sun is in the same sign as {{node}}.',
    node_in_ninth: '{{node}} is in the 9th house, of father and ancestors.',
    sun_with_saturn: 'The Sun is in the same sign as Saturn.',
  },
  hi: {
    mangal_absent:
      'मांगलिक दोष नहीं: मंगल लग्न से {{lagnaHouse}}वें, चंद्र से {{moonHouse}}वें और शुक्र से {{venusHouse}}वें भाव में है, इनमें से कोई भी 1, 2, 4, 7, 8 या 12 नहीं।',
    mangal_present:
      'मांगलिक दोष: मंगल लग्न से {{lagnaHouse}}वें, चंद्र से {{moonHouse}}वें और शुक्र से {{venusHouse}}वें भाव में है; तीन में से {{count}} से गिनने पर यह 1, 2, 4, 7, 8 या 12 में पड़ता है।',
    mangal_cancelled:
      'मांगलिक दोष है (मंगल लग्न से {{lagnaHouse}}वें, चंद्र से {{moonHouse}}वें, शुक्र से {{venusHouse}}वें भाव में), पर कुंडली में ही इसका परिहार है।',
    mars_own_sign: 'मंगल अपनी राशि {{sign}} में है।',
    mars_exalted: 'मंगल {{sign}} में उच्च का है।',
    mars_with_jupiter: 'गुरु मंगल के साथ {{sign}} में है।',
    jupiter_aspects_mars: 'गुरु की मंगल पर दृष्टि है ({{aspect}}वीं दृष्टि)।',
    mars_harmless_sign: 'शास्त्रीय अपवाद के अनुसार {{house}}वें भाव में {{sign}} का मंगल दोष नहीं देता।',
    kaal_sarp_full:
      '{{direction}} दोष ({{type}}): सातों ग्रह राहु ({{rahuHouse}}वाँ भाव) और केतु ({{ketuHouse}}वाँ भाव) के बीच हैं।',
    kaal_sarp_partial:
      'आंशिक {{direction}} दोष ({{type}}): सातों ग्रह राहु ({{rahuHouse}}वाँ भाव) से केतु ({{ketuHouse}}वाँ भाव) तक की राशियों में हैं, एक ग्रह किसी नोड की राशि में।',
    kaal_sarp_absent: 'काल सर्प दोष नहीं: ग्रह राहु-केतु अक्ष के दोनों ओर हैं।',
    pitra_present: 'पितृ दोष, नीचे दिए नियमों के अनुसार।',
    pitra_absent: 'पितृ दोष नहीं: सूर्य राहु, केतु या शनि के साथ नहीं है, और नवम भाव में कोई नोड नहीं।',
    sun_with_node: 'सूर्य {{node}} के साथ एक ही राशि में है।',
    node_in_ninth: '{{node}} नवम भाव (पिता और पूर्वजों का भाव) में है।',
    sun_with_saturn: 'सूर्य शनि के साथ एक ही राशि में है।',
  },
  ta: {
    mangal_absent:
      'செவ்வாய் தோஷம் இல்லை: செவ்வாய் லக்னத்திலிருந்து {{lagnaHouse}}, சந்திரனிலிருந்து {{moonHouse}}, சுக்கிரனிலிருந்து {{venusHouse}} ஆம் இடத்தில்; எதுவும் 1, 2, 4, 7, 8, 12 அல்ல.',
    mangal_present:
      'செவ்வாய் தோஷம்: செவ்வாய் லக்னத்திலிருந்து {{lagnaHouse}}, சந்திரனிலிருந்து {{moonHouse}}, சுக்கிரனிலிருந்து {{venusHouse}} ஆம் இடத்தில்; மூன்றில் {{count}} இலிருந்து எண்ணும்போது 1, 2, 4, 7, 8 அல்லது 12 இல் வருகிறது.',
    mangal_cancelled:
      'செவ்வாய் தோஷம் உண்டு (லக்னத்திலிருந்து {{lagnaHouse}}, சந்திரனிலிருந்து {{moonHouse}}, சுக்கிரனிலிருந்து {{venusHouse}} ஆம் இடம்), ஆனால் ஜாதகத்திலேயே நீங்குகிறது.',
    mars_own_sign: 'செவ்வாய் தன் சொந்த ராசியான {{sign}} இல் உள்ளது.',
    mars_exalted: 'செவ்வாய் {{sign}} இல் உச்சம்.',
    mars_with_jupiter: 'குரு செவ்வாயுடன் {{sign}} இல் உள்ளது.',
    jupiter_aspects_mars: 'குரு செவ்வாயைப் பார்க்கிறது ({{aspect}} ஆம் பார்வை).',
    mars_harmless_sign: 'சாஸ்திர விதிவிலக்கின்படி {{house}} ஆம் இடத்தில் {{sign}} இல் செவ்வாய் தோஷம் தராது.',
    kaal_sarp_full:
      '{{direction}} தோஷம் ({{type}}): ஏழு கிரகங்களும் ராகு ({{rahuHouse}} ஆம் இடம்) கேது ({{ketuHouse}} ஆம் இடம்) இடையே உள்ளன.',
    kaal_sarp_partial:
      'பகுதி {{direction}} தோஷம் ({{type}}): ஏழு கிரகங்களும் ராகு ({{rahuHouse}}) முதல் கேது ({{ketuHouse}}) வரையிலான ராசிகளில், ஒன்று ஒரு சாயா கிரகத்தின் ராசியில்.',
    kaal_sarp_absent: 'கால சர்ப்ப தோஷம் இல்லை: கிரகங்கள் ராகு-கேது அச்சின் இருபுறமும் உள்ளன.',
    pitra_present: 'பித்ரு தோஷம், கீழே உள்ள விதிகளின்படி.',
    pitra_absent: 'பித்ரு தோஷம் இல்லை: சூரியன் ராகு, கேது, சனியுடன் இல்லை; ஒன்பதாம் இடத்தில் ராகு கேது இல்லை.',
    sun_with_node: 'சூரியன் {{node}} உடன் ஒரே ராசியில் உள்ளது.',
    node_in_ninth: '{{node}} ஒன்பதாம் இடத்தில் (தந்தை, முன்னோர் ஸ்தானம்) உள்ளது.',
    sun_with_saturn: 'சூரியன் சனியுடன் ஒரே ராசியில் உள்ளது.',
  },
  te: {
    mangal_absent:
      'కుజ దోషం లేదు: కుజుడు లగ్నం నుండి {{lagnaHouse}}, చంద్రుని నుండి {{moonHouse}}, శుక్రుని నుండి {{venusHouse}}వ స్థానంలో ఉన్నాడు; ఏదీ 1, 2, 4, 7, 8, 12 కాదు.',
    mangal_present:
      'కుజ దోషం: కుజుడు లగ్నం నుండి {{lagnaHouse}}, చంద్రుని నుండి {{moonHouse}}, శుక్రుని నుండి {{venusHouse}}వ స్థానంలో ఉన్నాడు; మూడింటిలో {{count}} నుండి లెక్కిస్తే 1, 2, 4, 7, 8 లేదా 12లో పడుతుంది.',
    mangal_cancelled:
      'కుజ దోషం ఉంది (లగ్నం నుండి {{lagnaHouse}}, చంద్రుని నుండి {{moonHouse}}, శుక్రుని నుండి {{venusHouse}}వ స్థానం), కానీ జాతకంలోనే రద్దవుతుంది.',
    mars_own_sign: 'కుజుడు తన స్వరాశి {{sign}}లో ఉన్నాడు.',
    mars_exalted: 'కుజుడు {{sign}}లో ఉచ్చ స్థితిలో ఉన్నాడు.',
    mars_with_jupiter: 'గురువు కుజునితో {{sign}}లో ఉన్నాడు.',
    jupiter_aspects_mars: 'గురువు కుజుని చూస్తున్నాడు ({{aspect}}వ దృష్టి).',
    mars_harmless_sign: 'శాస్త్ర మినహాయింపు ప్రకారం {{house}}వ స్థానంలో {{sign}}లో కుజుడు దోషం ఇవ్వడు.',
    kaal_sarp_full:
      '{{direction}} దోషం ({{type}}): ఏడు గ్రహాలూ రాహువు ({{rahuHouse}}వ స్థానం), కేతువు ({{ketuHouse}}వ స్థానం) మధ్య ఉన్నాయి.',
    kaal_sarp_partial:
      'పాక్షిక {{direction}} దోషం ({{type}}): ఏడు గ్రహాలూ రాహువు ({{rahuHouse}}) నుండి కేతువు ({{ketuHouse}}) వరకు ఉన్న రాశులలో, ఒకటి ఛాయా గ్రహం రాశిలో.',
    kaal_sarp_absent: 'కాల సర్ప దోషం లేదు: గ్రహాలు రాహు-కేతు అక్షానికి ఇరువైపులా ఉన్నాయి.',
    pitra_present: 'పితృ దోషం, కింది నియమాల ప్రకారం.',
    pitra_absent: 'పితృ దోషం లేదు: సూర్యుడు రాహు, కేతు, శనులతో లేడు; తొమ్మిదవ స్థానంలో రాహు కేతువులు లేరు.',
    sun_with_node: 'సూర్యుడు {{node}}తో ఒకే రాశిలో ఉన్నాడు.',
    node_in_ninth: '{{node}} తొమ్మిదవ స్థానంలో (తండ్రి, పూర్వీకుల స్థానం) ఉన్నాడు.',
    sun_with_saturn: 'సూర్యుడు శనితో ఒకే రాశిలో ఉన్నాడు.',
  },
};
