/** Texts of the gemstones, Lal Kitab, love compatibility, baby naming and divination pages. */
export const tools = {
  loading: 'Calculating…',
  error: 'The calculation failed. Please check the details and try again.',
  retry: 'Try again',
  gemstones: {
    lagna: 'Your lagna is {{sign}}.',
    dasha: 'You are running the mahadasha of {{planet}} ({{start}} – {{end}}).',
    wearTitle: 'Stones your chart supports',
    primary: 'Main stone',
    supporting: 'Also suitable',
    house: 'house {{house}}',
    roles: {
      lagna_lord:
        '{{planet}} rules your lagna ({{houses}}): its stone is the life stone, safe to wear for health and confidence.',
      yogakaraka:
        '{{planet}} rules both a kendra and a trikona ({{houses}}): the yogakaraka, the best friend of this lagna.',
      ninth_lord: '{{planet}} rules the 9th house of fortune and dharma ({{houses}}).',
      fifth_lord: '{{planet}} rules the 5th house of intellect and children ({{houses}}).',
      dasha_lord:
        '{{planet}} runs your mahadasha now and is not a functional malefic for your lagna, so its stone supports this period.',
    },
    facts: {
      substitute: 'Substitute',
      metal: 'Metal',
      finger: 'Finger',
      day: 'First worn',
      weight: 'Weight',
      mantra: 'Mantra',
    },
    avoidTitle: 'Stones to avoid',
    cautions: {
      malefic:
        '{{planet}} rules {{houses}} for your lagna, a functional malefic: its stone would strengthen those houses’ troubles.',
      malefic_dasha:
        '{{planet}} runs your mahadasha now but rules {{houses}} for your lagna: strengthening it would strengthen the period’s difficulties; its mantra and charity are the safer remedy.',
      node: 'Stones of {{planet}} are worn only while its own dasha runs and after a trial, on an astrologer’s advice.',
    },
    natures: {
      yogakaraka: 'yogakaraka',
      benefic: 'functional benefic',
      neutral: 'neutral',
      malefic: 'functional malefic',
    },
    howTitle: 'How the stones are chosen',
    how: 'Each graha’s nature for your lagna comes from the houses it rules (Parashara’s rules): the lords of the lagna, the 5th and the 9th are benefics; a graha ruling a kendra and a trikona together is the yogakaraka; the lords of the 3rd, 6th, 8th, 11th and 12th and the marakas (2nd and 7th) are malefics, unless they also rule the lagna, the 5th or the 9th; a 4th or 10th lord alone is neutral. The stones of the lagna lord, the yogakaraka, the 9th and 5th lords and the running mahadasha lord (when not a malefic) are advised; the malefics’ stones are to be avoided.',
    disclaimer:
      'A gemstone is a traditional remedy, not a medical or financial treatment. Buy only natural, untreated stones with a laboratory certificate, and wear a strong stone such as blue sapphire on trial first.',
  },
  lalKitab: {
    chartTitle: 'Lal Kitab chart: houses with Aries fixed in the first',
    placement: '{{planet}} in house {{house}}.',
    chartNote:
      'In the Lal Kitab chart the houses keep their order from your lagna ({{sign}}), but the signs are fixed to them: house 1 is always Aries, house 2 Taurus, and so on. A planet is read by its house alone.',
    planet: 'Planet',
    houseColumn: 'House',
    state: 'Standing',
    states: {
      exalted: 'Exalted in this house',
      debilitated: 'Debilitated in this house',
      pakka_ghar: 'In its permanent house (pakka ghar)',
      ordinary: 'Permanent house: {{houses}}',
    },
    debtsTitle: 'Debts (rin) your chart shows',
    noDebts:
      'None of the nine debts of the Lal Kitab shows in your chart: no planet sits where the book places a debt.',
    because: 'Shown by: {{causes}}',
    rule: 'The rule: {{planets}} in house {{houses}}.',
    remedy: 'Remedy',
    remediesTitle: 'Remedies for weak planets',
    weak: '{{planet}} is debilitated in house {{house}}:',
    howTitle: 'How the Lal Kitab reading is made',
    how: 'The planets are placed by whole signs from your lagna; the Lal Kitab then reads house 1 as Aries, house 2 as Taurus and so on. Each debt is shown when one of its planets sits in one of its houses, by the rules of the 1952 edition: the ancestors’ debt by Venus, Mercury or Rahu in the 2nd, 5th, 9th or 12th; one’s own debt by Venus, Saturn, Rahu or Ketu in the 5th; the mother’s by Ketu in the 4th; a woman’s by the Sun, Rahu or Ketu in the 2nd or 7th; the relatives’ by Mercury or Ketu in the 1st or 8th; a sister’s or daughter’s by the Moon in the 3rd or 6th; cruelty’s by the Sun, Moon or Mars in the 10th or 11th; the unborn’s by the Sun, Venus or Mars in the 12th; the divine debt by the Moon or Mars in the 6th. The book’s remedies for debts are done by the whole family together, on one day.',
    disclaimer:
      'Lal Kitab remedies are traditional practices of charity and care; do them only where they harm no one, and never in place of medical or legal help.',
  },
  love: {
    lead: 'Choose your Moon sign and your partner’s, or your birth nakshatras and padas for the fuller reading. The score comes from the two kootas of guna milan that the Moon signs decide.',
    you: 'You',
    partner: 'Your partner',
    knowBy: 'I know',
    by: { sign: 'the Moon sign', nakshatra: 'the nakshatra and pada' },
    moonSign: 'Moon sign (rasi)',
    nakshatra: 'Nakshatra',
    pada: 'Pada',
    choose: 'Choose…',
    incomplete: 'Please choose a Moon sign, or a nakshatra with its pada, for both of you.',
    unknownSign: 'Don’t know your Moon sign?',
    findSign: 'Find it from your birth details',
    submit: 'Check compatibility',
    edit: 'Change the signs',
    pair: '{{first}} and {{second}}',
    bands: {
      excellent: 'Excellent match',
      good: 'Good match',
      mixed: 'Mixed: needs understanding',
      challenging: 'Challenging',
    },
    bandText: {
      excellent:
        'Your Moon signs’ lords are friends and their distance is harmonious: affection and understanding come naturally.',
      good: 'The signs stand in a harmonious distance; the lords’ friendship is partial, so understanding grows with effort.',
      mixed:
        'The signs’ distance is one of the difficult ones (2/12, 5/9 or 6/8) without cancellation, or the lords are cool to each other: patience and clear talk matter.',
      challenging:
        'Both the signs’ distance and their lords’ relation are difficult. Many such couples do well; read the full matching before deciding anything.',
    },
    kootaMeaning: {
      graha_maitri:
        'Graha maitri (5 points): the friendship of the lords of your Moon signs, the ease of mind between you.',
      bhakoot:
        'Bhakoot (7 points): how far apart your Moon signs are, which the texts link to affection, health and shared fortune.',
    },
    ashtakoota: 'With your nakshatras: {{total}} of 36 gunas',
    groomFirst:
      'The eight kootas count the first partner as the groom and the second as the bride, as guna milan does.',
    moreWithNakshatra:
      'With both nakshatras and padas you also get all eight kootas out of 36; with full birth details, the kundli matching adds Mangal dosha.',
    fullMatching: 'Open kundli matching',
    tableTitle: 'The 12 × 12 table of Moon signs',
    tableNote:
      'Each cell is graha maitri plus bhakoot for a pair of Moon signs, out of 12; your pair is outlined. The table reads the same from either partner.',
    howTitle: 'How the score is counted',
    how: 'Graha maitri gives 5 points when the lords of the two Moon signs are friends of each other, 4 for friend and neutral, 3 for both neutral, 1 for friend and enemy, ½ for neutral and enemy and 0 for enemies. Bhakoot gives 7 unless the signs are 2/12, 5/9 or 6/8 from each other; even then the 7 points stand when both signs have the same lord or their lords are friends of each other. Varna and vashya, the other sign-based kootas, are read from groom to bride, so they are left to the full matching.',
  },
  babyNames: {
    lead: 'Names are traditionally chosen to begin with the syllable (namakshar) of the baby’s birth nakshatra pada. Enter the birth, or choose the nakshatra and pada, then narrow by gender and first letter.',
    fromBirth:
      '{{name}}’s Moon is in {{nakshatra}}, pada {{pada}}, in {{sign}}. Names beginning with its syllable:',
    editBirth: 'Change birth details',
    chooseTitle: 'Choose the nakshatra and pada',
    nakshatra: 'Nakshatra',
    pada: 'Pada',
    allNames: 'All names',
    allPadas: 'All four padas',
    padaOption: 'Pada {{pada}}: {{syllable}}',
    fromBirthTitle: 'Find the nakshatra from the baby’s birth',
    fromBirthLead:
      'The birth time and place give the Moon’s nakshatra and pada exactly; the names then begin with that pada’s syllable.',
    listTitle: 'Names',
    syllables: 'Beginning with',
    gender: 'Gender',
    genders: { any: 'All', boy: 'Boys', girl: 'Girls' },
    genderOf: { boy: 'Boy', girl: 'Girl', unisex: 'Boy or girl' },
    letter: 'First letter',
    anyLetter: 'Any',
    count: 'Names {{from}}–{{to}} of {{total}}',
    none: 'No name in our list matches these choices. Try another letter or gender.',
    noneForSyllable:
      'No name in our list begins with this syllable, and few Indian names do. Families often choose a name from the nakshatra’s other padas.',
    origin: 'Origin: {{origin}}',
    origins: {
      sanskrit: 'Sanskrit',
      hindi: 'Hindi',
      tamil: 'Tamil',
      telugu: 'Telugu',
      kannada: 'Kannada',
      malayalam: 'Malayalam',
      bengali: 'Bengali',
      marathi: 'Marathi',
      gujarati: 'Gujarati',
      punjabi: 'Punjabi',
      persian: 'Persian',
      arabic: 'Arabic',
    },
    pages: 'Pages of names',
    previous: 'Previous',
    next: 'Next',
    pageOf: 'Page {{page}} of {{pages}}',
    source:
      'A list of {{size}} names compiled for Jyotish by its contributors from names given in Indian families, with meanings in our own words; published with the project under the GNU AGPL. A name matches a syllable by its first consonant and first vowel, long and short vowels alike; the rare syllables ट, ठ, ड, ढ, ण, ङ, ञ and ष take the names of the nearest common sound (त, थ, द, ध, न and श), as most naming guides do.',
  },
  nakshatra: {
    loading: 'Loading…',
    facts: 'At a glance',
    lord: 'Ruling planet',
    deity: 'Deity',
    symbol: 'Symbol',
    nature: 'Nature',
    span: 'Span',
    spanValue: '{{from}} to {{to}} (sidereal)',
    padas: 'Padas, name syllables and navamsas',
    pada: 'Pada {{pada}}',
    navamsa: 'Navamsa {{sign}}',
    character: 'Character',
    work: 'Work and strengths',
    relationships: 'Relationships',
    tradition:
      'These portraits are how the classical texts and Indian tradition describe a birth with the Moon in this nakshatra; the whole chart, not one nakshatra, decides a life.',
    findYours: 'Find your birth nakshatra',
    babyNames: 'Baby names for {{name}}',
    all: 'All 27 nakshatras',
    natures: {
      dhruva:
        'Dhruva (fixed): for lasting beginnings such as foundations, planting and coronations.',
      chara: 'Chara (movable): for journeys, vehicles and whatever should move and change.',
      ugra: 'Ugra (fierce): in muhurta, for bold or forceful deeds; avoided for gentle beginnings.',
      mishra: 'Mishra (mixed): for everyday work, fire rituals and mixed undertakings.',
      kshipra: 'Kshipra (swift): for quick work such as trade, learning, medicine and travel.',
      mridu: 'Mridu (soft): for gentle things such as friendship, arts, clothes and love.',
      tikshna:
        'Tikshna (sharp): in muhurta, for cutting away and decisive acts; avoided for auspicious beginnings.',
    },
  },
  divination: {
    lead: 'Beside the chart computed from the sky, Indian and Western traditions read cards, hands, homes, names and numbers. Here is what each of our tools is, and what it is not.',
    is: 'What it is:',
    isNot: 'What it is not:',
    tools: {
      tarot: {
        is: 'A deck of 78 symbolic cards drawn at random from a fair shuffle, read by A. E. Waite’s meanings to reflect on a question.',
        isNot:
          'A calculation from your birth; two draws for the same question will differ, by design.',
      },
      palmistry: {
        is: 'A guide to the lines and mounts of your hand as Samudrika Shastra and Western palmists read them.',
        isNot: 'A medical test: a short life line does not mean a short life.',
      },
      vastu: {
        is: 'A room-by-direction checker following the traditional rules of Vastu Shastra, with simple remedies.',
        isNot: 'Structural or safety advice; never weaken a building to follow a rule.',
      },
      numerology: {
        is: 'Numbers counted from your name’s letters (Chaldean and Pythagorean) and your birth date, with their traditional meanings.',
        isNot: 'Astrology: it uses no planetary positions.',
      },
      luckyNumbers: {
        is: 'The lucky numbers, days, colours and gemstone of your moolank’s ruling graha.',
        isNot: 'A promise of luck; a tradition to enjoy.',
      },
      lalKitab: {
        is: 'Your birth chart read by the Lal Kitab’s house rules, with its debts and family remedies.',
        isNot: 'A replacement for the classical reading of your kundli.',
      },
      gemstones: {
        is: 'Stones chosen from your computed chart: your lagna lord, yogakaraka, 9th and 5th lords and running dasha.',
        isNot: 'A sales pitch: we sell no stones, and a stone is never a cure.',
      },
      loveCompatibility: {
        is: 'Two kootas of guna milan from your Moon signs, and all eight with your nakshatras.',
        isNot: 'The full kundli matching with Mangal dosha, which needs both births.',
      },
      babyNaming: {
        is: 'Names beginning with the syllable of your baby’s birth nakshatra pada, from our list of real names.',
        isNot: 'A rule you must follow: many families choose freely.',
      },
    },
    note: 'All of these are traditions offered for reflection and guidance; decisions about health, money and law deserve a qualified professional.',
  },
};
