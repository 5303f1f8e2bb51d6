/** Texts of the festival pages (Navratri, Diwali, Holi, Karva Chauth): the table of computed timings and the texts around it. */
export const events = {
  labels: {
    timingsTitle: 'Dates and muhurats',
    place: 'Computed for {{place}}, in local time.',
    changePlace: 'Change city',
    date: 'Date',
    tithi: '{{tithi}} tithi',
    span: '{{start}} to {{end}}',
    noMuhurat: 'No window meets every condition at this place this year.',
    computed:
      'Computed by our engine (Swiss Ephemeris, Lahiri ayanamsa); tithis and muhurats can differ by a minute or two from printed almanacs, and dates by a day between cities.',
    loading: 'Computing the dates…',
    error: 'The dates could not be computed.',
    retry: 'Try again',
    navratri: {
      begins: 'Navratri begins (Ghatasthapana)',
      ghatasthapana: 'Ghatasthapana muhurat',
      abhijit: 'Abhijit muhurat (alternative)',
      pratipada: 'Pratipada tithi',
      durgaAshtami: 'Durga Ashtami',
      dussehra: 'Vijayadashami (Dussehra)',
    },
    diwali: {
      date: 'Diwali (Lakshmi Puja)',
      lakshmiPuja: 'Lakshmi Puja muhurat',
      pradosh: 'Pradosh Kaal',
      vrishabha: 'Vrishabha Kaal (Taurus rising)',
      amavasya: 'Amavasya tithi',
      dhanteras: 'Dhanteras',
      govardhan: 'Govardhan Puja',
      bhaiDooj: 'Bhai Dooj',
    },
    holi: {
      dahanDate: 'Holika Dahan',
      muhurat: 'Holika Dahan muhurat',
      bhadraPunchha: 'Bhadra Punchha',
      bhadraMukha: 'Bhadra Mukha (avoid)',
      purnima: 'Purnima tithi',
      holi: 'Holi (colours)',
      basis: {
        pradosh: 'In pradosh, free of Bhadra.',
        'after-bhadra':
          'Bhadra covers pradosh, so the muhurat begins when Bhadra ends, before midnight.',
        'bhadra-punchha': 'Bhadra lasts past midnight, so the muhurat is in Bhadra Punchha.',
        'pradosh-in-bhadra':
          'No Bhadra-free time before midnight, so pradosh is used, avoiding Bhadra Mukha.',
      },
    },
    karvaChauth: {
      date: 'Karva Chauth',
      pujaMuhurat: 'Puja muhurat',
      upavasa: 'Fast (sunrise to moonrise)',
      moonrise: 'Moonrise',
      chaturthi: 'Chaturthi tithi',
    },
  },
  pages: {
    navratri: {
      intro:
        'Sharad Navratri is the autumn festival of the Goddess: nine nights of worship of Durga in her nine forms, closing with Vijayadashami. It opens with Ghatasthapana, the setting up of a sacred pot (kalash) in which the Goddess is invoked into the home. The table above gives what our engine computes for your city: the day Navratri begins, the Ghatasthapana window, the Abhijit alternative, and the days of Durga Ashtami and Dussehra. This page explains how those timings are worked out and how families commonly keep the festival.',
      sections: {
        about: {
          title: 'What Sharad Navratri is',
          body: 'Navratri means “nine nights”. Of the Navratris of the lunar year, two are widely kept: Chaitra Navratri in spring, and Sharad Navratri in autumn, which begins in the bright fortnight (Shukla Paksha) of Ashvin and is the best known.\n\nEach day is dedicated to one of the nine forms of Durga, the Navadurga:\n\n- Shailaputri, Brahmacharini and Chandraghanta\n- Kushmanda, Skandamata and Katyayani\n- Kalaratri, Mahagauri and Siddhidatri\n\nThe festival celebrates the Goddess’s victory over the buffalo demon Mahishasura, and in many regions also Rama’s victory over Ravana, remembered on Vijayadashami. Because tithis do not line up with solar days, a tithi is sometimes skipped or covers two sunrises, so on the calendar the festival can run eight or ten days while it is still called the nine nights.',
        },
        rule: {
          title: 'How the dates and the muhurat are computed',
          body: 'Navratri begins on Ashvin Shukla Pratipada, the first tithi of the bright fortnight. Following the dharmashastra digests, the engine takes the day whose sunrise falls in Pratipada; if Pratipada covers two sunrises, the first of them.\n\nGhatasthapana is then sought where three conditions meet:\n\n- within the first third of the day, counted from sunrise\n- while Pratipada still lasts\n- while a dual (dwiswabhava) sign is rising, which on this date is Virgo (Kanya)\n\nAt this season the Sun itself stands in Virgo, so Virgo is rising at sunrise: the window opens then and closes when Libra starts to rise, or earlier if Pratipada ends first. When the morning cannot be used, the alternative is the Abhijit muhurat, the eighth of the day’s fifteen muhurtas, around local noon. Some almanacs also advise avoiding Chitra nakshatra and Vaidhriti yoga for the kalash, a further caution our engine does not apply. Durga Ashtami is the day whose sunrise falls in Shukla Ashtami, and Vijayadashami the day whose afternoon (aparahna) falls in Dashami.',
        },
        rituals: {
          title: 'How families keep Navratri',
          body: 'On the first morning the house and the puja place are cleaned and the kalash is filled with water, often on a bed of earth in which barley is sown; a coconut wrapped in red cloth rests on mango leaves at its mouth. Many families keep a lamp burning through the nine days (akhand jyoti) and read the Durga Saptashati or sing the Goddess’s hymns.\n\nCustoms differ widely by region:\n\n- Bengal, Assam and Odisha celebrate Durga Puja, with its pandals, from Shashthi to Dashami\n- Gujarat dances garba and dandiya through the nights\n- Tamil Nadu, Andhra Pradesh and Karnataka set out steps of dolls (golu, bommala koluvu, gombe), Telangana celebrates Bathukamma with flowers, and Ayudha Puja honours tools and books on Navami\n- North India stages the Ramlila and burns effigies of Ravana on Dussehra\n\nFasting ranges from all nine days to only the first and last, often with fruit, milk and grains such as buckwheat. On Ashtami or Navami many homes honour young girls as the Goddess (kanya pujan). The daily colours popular today are a recent custom, and the lists differ between sources. Anyone with a health condition should fast only as their doctor advises.',
        },
        questions: {
          title: 'Questions about Navratri',
          body: 'Can I do Ghatasthapana if I miss the morning muhurat?\nYes. Tradition offers the Abhijit muhurat around midday as the alternative, and the table shows it for your city. What matters most is that the kalash is set up with care and devotion.\n\nWhy does the date differ in another city?\nThe rule looks at the tithi at sunrise, and sunrise comes at different times across India. When Pratipada begins close to sunrise, two cities can fall on different days.\n\nDoes Navratri always last exactly nine days?\nNot on the calendar. A tithi can be skipped or cover two sunrises, so the festival may run eight or ten days. All nine forms of the Goddess are still worshipped, two on one day when a tithi is skipped.',
        },
      },
    },
    diwali: {
      intro:
        'Diwali, the festival of lamps, reaches its height on the night of Lakshmi Puja, when homes are lit and the goddess of prosperity is worshipped together with Ganesha. The table above shows the Diwali date our engine computes for your city, with the Lakshmi Puja muhurat and the three spans it is built from: Pradosh Kaal, Vrishabha Kaal and the Amavasya tithi. It also gives the days of Dhanteras, Govardhan Puja and Bhai Dooj. Below we explain how the muhurat is found and how the festival days are commonly kept.',
      sections: {
        about: {
          title: 'Diwali and its five days',
          body: 'Diwali, or Deepavali, the “row of lamps”, falls on the Amavasya of Kartika in the purnimanta calendar of North India, the same new-moon night that closes Ashvin in the amanta calendar of the South and West. On the darkest night of the month the lamps celebrate light over darkness: Rama’s return to Ayodhya in the North, Krishna’s victory over Narakasura in much of the South, and everywhere the worship of Lakshmi.\n\nIn many regions the festival spreads over five days:\n\n- Dhanteras, on Krishna Trayodashi, when families buy a new utensil and worship Dhanvantari\n- Naraka Chaturdashi (Chhoti Diwali), which is Deepavali itself in Tamil Nadu, Andhra Pradesh and Telangana, begun with an oil bath before dawn\n- Lakshmi Puja on the Amavasya night\n- Govardhan Puja and Annakut on the next day, also the Gujarati new year and Bali Pratipada in Maharashtra and Karnataka\n- Bhai Dooj, when sisters pray for their brothers’ well-being\n\nIn Bengal, Assam and Odisha the same Amavasya night is given to Kali Puja.',
        },
        rule: {
          title: 'How the Lakshmi Puja muhurat is computed',
          body: 'Lakshmi Puja is done on the Amavasya that prevails in the evening, in pradosh. The engine dates Diwali by this rule; if Amavasya touches the pradosh of two evenings, it takes the evening it covers longer. The muhurat then needs three things at once:\n\n- Pradosh Kaal: from sunset for three of the night’s fifteen muhurtas, about two and a half hours at this season\n- Vrishabha Kaal: the time the fixed (sthir) sign Taurus is rising that evening, a little under two hours; a fixed sign is chosen so that Lakshmi stays in the home\n- the Amavasya tithi itself\n\nThe Lakshmi Puja muhurat in the table is the part of the evening where all three overlap. Sunset and the rising of Taurus both depend on latitude and longitude, so the overlap shifts from city to city, and the table shows each span separately so that you can see how it was found. If the three do not meet at your place, the table says so; many families then worship in Pradosh Kaal while Amavasya lasts.',
        },
        rituals: {
          title: 'How Lakshmi Puja is commonly done',
          body: 'Preparations begin days ahead: the house is cleaned, repaired and decorated, because Lakshmi is said to enter homes that are clean and lit. On the evening itself families commonly:\n\n- draw rangoli or kolam at the entrance and light oil lamps at the door, windows and courtyard\n- place images of Lakshmi and Ganesha on a clean cloth, often with a kalash, coins, rice and sweets\n- offer flowers, kumkum, puffed rice, sugar sweets and lamps, recite Lakshmi’s hymns and perform aarti\n- in trading families, worship the new account books and the cash box\n\nA lamp is often kept burning through the night. Customs vary a great deal: some homes include Kubera in the puja, and in the South many families mark Deepavali mainly with the early-morning oil bath of Naraka Chaturdashi. The traditional remedies for prosperity are simple and cost little: a clean home, lit lamps, honest accounts, sweets shared with neighbours and help given to those in need, within your means. No puja requires expensive purchases, and no one should feel pressed into them.',
        },
        questions: {
          title: 'Questions about Diwali',
          body: 'Why do calendars sometimes give Diwali on different days?\nDiwali follows the Amavasya that prevails in the evening. When Amavasya begins on one afternoon and ends on the next evening, almanacs weigh the two evenings differently, and cities can differ by a day.\n\nWhat if I cannot do the puja in the muhurat?\nThe muhurat is the most favoured time, not the only permitted one. Many families worship during Pradosh Kaal or later in the night; a calm and sincere puja matters more than the exact minute.\n\nWhy is a fixed sign wanted?\nFixed signs stand for steadiness. Worshipping while Taurus rises expresses the wish that prosperity settles in the home rather than passing through it.',
        },
      },
    },
    holi: {
      intro:
        'Holi, the spring festival of colours, begins the evening before with Holika Dahan, the bonfire that recalls the victory of devotion over arrogance. The table above gives the Holika Dahan date our engine computes for your city, its muhurat and the reason it was chosen, the Purnima tithi, the two parts of Bhadra that matter (its tail, Bhadra Punchha, and its mouth, Bhadra Mukha) and the day of Rangwali Holi. This page explains the rule behind the muhurat and how the two days are commonly celebrated.',
      sections: {
        about: {
          title: 'Holika Dahan and Holi',
          body: 'Holi falls at the full moon (Purnima) of Phalguna, the last month of the lunar year, when the winter crops ripen and spring is in full swing. The festival has two parts.\n\nOn the evening of the Purnima a bonfire is lit: this is Holika Dahan. Its story comes from the Puranas. The demon king Hiranyakashipu wanted his son Prahlad to give up his devotion to Vishnu. His sister Holika, believed to be safe from fire, sat in the flames with the boy in her lap; she burned, and Prahlad came out unharmed.\n\nThe next morning is Rangwali Holi, also called Dhulandi or Dhuleti, when people play with coloured powder and water, visit friends and share sweets such as gujiya. In Braj, around Mathura and Vrindavan, the celebrations last many days. Bengal and Odisha keep Dol Jatra, with Radha and Krishna on a swing, and in parts of the South the bonfire night is remembered as Kama Dahanam, the burning of Kama by Shiva.',
        },
        rule: {
          title: 'How the Holika Dahan muhurat is computed',
          body: 'Holika Dahan is done on Phalguna Purnima in the evening, avoiding Bhadra: the Vishti karana, which fills the first half of the Purnima tithi. The engine follows the order of preference Drik Panchang prints:\n\n- pradosh (from sunset for three of the night’s fifteen muhurtas) free of Bhadra\n- if Bhadra covers pradosh but ends before midnight, from the end of Bhadra to midnight\n- if Bhadra lasts past midnight, its tail, Bhadra Punchha, where it falls before midnight\n- otherwise, pradosh itself\n\nMidnight here is the middle of the night, halfway between sunset and the next sunrise, not midnight on the clock. To find the tail and the mouth, Bhadra is divided into thirty ghatis in four quarters: Bhadra Punchha is the last three ghatis of the third quarter, and Bhadra Mukha the first five ghatis of the fourth. The mouth is avoided in every case. The note under the muhurat in the table says which of the four cases applied at your place.',
        },
        rituals: {
          title: 'How Holika Dahan and Holi are celebrated',
          body: 'In the days before, neighbours gather wood and dried cow-dung cakes at a crossroads or an open ground and build the pyre, often around a pole that stands for Prahlad. At the muhurat, families commonly:\n\n- worship the pyre with water, roli, rice, flowers, turmeric and a coconut\n- wind raw cotton thread around it while walking round it three or seven times\n- roast ears of new wheat or barley in the fire and share them as prasad\n- in many places, take a little of the ash home the next day\n\nOn Rangwali Holi colours are played from the morning, usually until about midday, after which people bathe, rest and visit relatives. Simple care makes the day happier for everyone: use natural or skin-safe colours, oil the skin and hair beforehand, keep colour away from the eyes, and respect anyone who does not wish to play. Astrologers often suggest the day for making up with people you have drifted from and for charity within your means; no costly ritual is needed.',
        },
        questions: {
          title: 'Questions about Holika Dahan',
          body: 'What is Bhadra, and why is it avoided?\nBhadra is another name for Vishti, one of the eleven karanas, the half-tithis of the panchang. Tradition counts it unsuitable for auspicious beginnings, and the texts say specifically that the Holika fire should not be lit in it.\n\nCan Holika Dahan ever be done during Bhadra?\nOnly as the rule allows: if Bhadra lasts past midnight, its tail, Bhadra Punchha, is accepted, and failing that, pradosh. Bhadra Mukha, its mouth, is avoided in every case.\n\nWhat is Holashtak?\nIn many North Indian families the eight days before Holika Dahan are Holashtak, when weddings and other new beginnings are not scheduled. It is a custom of restraint, not a time to fear, and it ends with the bonfire.',
        },
      },
    },
    karvaChauth: {
      intro:
        'Karva Chauth is the day on which married women, mainly in North and North-West India, fast from sunrise until the Moon rises, praying for their husbands’ long life and the well-being of the family. The table above shows the date our engine computes for your city, the evening puja muhurat, the span of the fast and the time of moonrise, with the Chaturthi tithi that decides the day. Moonrise is the moment the day turns on, and it differs from city to city, so choose your own. This page explains the rule and the customs.',
      sections: {
        about: {
          title: 'What Karva Chauth is',
          body: 'The karva is the small earthen pot with a spout used in the puja, and chauth means the fourth: the festival falls on Krishna Chaturthi, the fourth day of the dark fortnight of Kartika as North India counts the month, some ten days before Diwali. It is kept above all in Punjab, Haryana, Delhi, Rajasthan, Uttar Pradesh, Himachal Pradesh and Madhya Pradesh, and by families from these regions wherever they live.\n\nThe day is built around the bond of marriage. Women dress as brides, often in red, apply mehndi the evening before and gather with other women of the neighbourhood for the puja and the story of the vrat. The best-known katha tells of Veeravati, whose brothers could not bear to see her hungry and showed her a false moon through the trees; she broke her fast too early, lost her husband, and won him back through a year of devotion.\n\nToday many unmarried women also keep the fast, and some husbands fast alongside their wives.',
        },
        rule: {
          title: 'How the date and the timings are computed',
          body: 'Karva Chauth falls on Krishna Chaturthi of Kartika in the purnimanta calendar, the same tithi that belongs to Ashvin in the amanta calendar. Because the day ends at moonrise, the engine takes the date on which Chaturthi prevails at moonrise; only if it prevails at no moonrise does it fall back to the day whose sunrise is in Chaturthi.\n\nThe table then gives three timings for that date:\n\n- the fast (upavasa): from sunrise to moonrise, kept nirjala, without food or water, by tradition\n- the puja muhurat: the evening sandhya, from sunset for three of the night’s thirty ghatis, a little over an hour\n- moonrise: the first appearance of the Moon’s upper edge on the horizon after that sunrise\n\nOn this night the Moon rises a couple of hours or more after sunset, and its rising can differ by many minutes between cities, because it depends on the latitude and longitude of the place. The times assume a clear, flat horizon; hills, buildings or haze delay the moment you actually see the Moon.',
        },
        rituals: {
          title: 'How the day is kept',
          body: 'Before dawn many women eat sargi, a meal of fruit, sweets, dry fruit and savoury dishes traditionally sent by the mother-in-law, and then keep the fast through the day. In the evening, during the puja muhurat, women gather, often in a circle:\n\n- Gauri, or Chauth Mata in Rajasthan, is worshipped with the karva filled with water or grain, a lamp, roli and sweets\n- the puja plates (thalis) are passed round the circle while the katha is told or sung\n- the baya, a gift of sweets, clothes or cosmetics, is given to the mother-in-law or an elder woman\n\nWhen the Moon rises, each woman looks at it, often through a sieve and then at her husband’s face, offers arghya of water from the karva, and breaks the fast with a sip of water and a bite of food, often from her husband’s hand. Songs, food and the order of the steps differ between families and regions. A nirjala fast is demanding: pregnant women, the elderly and anyone with diabetes, low blood pressure or another condition can take water or fruit, as many families allow, and should follow their doctor’s advice.',
        },
        questions: {
          title: 'Questions about Karva Chauth',
          body: 'What if clouds hide the Moon?\nTradition allows the fast to be broken at the computed moonrise for your city, shown in the table, after offering arghya in the Moon’s direction. Some families prefer to wait for word that the Moon has been seen nearby; both customs are accepted.\n\nWhy does the moonrise time differ from a printed calendar?\nAlmanacs compute for one particular city, and moonrise changes noticeably from place to place. Choose your own city above; among tall buildings or hills, the Moon becomes visible a little after the computed time.\n\nCan I drink water during the fast?\nThe traditional fast is nirjala, without water, but tradition also makes room for health. Many women take water or fruit when they need to, and a doctor’s advice always comes first.',
        },
      },
    },
  },
  tools: 'Plan with our tools',
};
