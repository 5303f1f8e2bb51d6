/** Texts of the topic pages: popular questions of Jyotish explained in classical Parashari terms. */
export const topics = {
  tryTools: 'Check it in your own chart',
  pages: {
    marriagePrediction: {
      intro:
        'When will I marry, and what will married life be like? These are among the oldest questions put to an astrologer. This page explains how classical Parashari Jyotish approaches them, which parts of the chart it reads and how it times events, so that you can see what a prediction is based on and what it cannot promise.',
      sections: {
        whatItIs: {
          title: 'What marriage prediction means in Jyotish',
          body: 'Marriage prediction is the reading of the birth chart (kundli) for two questions: the promise of marriage and its timing. The promise is judged from the houses, planets and divisional charts connected with partnership. The timing is judged from the running planetary periods (dashas) and the movement of the slow planets (gochara, or transits).\n\nJyotish does not say that a chart fixes the day of a wedding or chooses a partner. It describes tendencies: periods when partnership is more likely to come forward, areas where patience or understanding will be needed, and strengths that support a lasting bond. Families, personal choice and circumstances remain decisive. A careful astrologer gives a window of time and a description of themes, never a guarantee.',
        },
        inTheChart: {
          title: 'The 7th house, Venus, Jupiter and the navamsa',
          body: 'Charts on this site use the sidereal zodiac with the Lahiri ayanamsha and whole-sign houses, so each house is one full sign counted from the lagna (ascendant). For marriage the astrologer looks at:\n\n- The 7th house, its sign and the planets in it\n- The 7th lord, the planet ruling that sign, and where it is placed\n- Venus (Shukra), the karaka or natural significator of marriage, and Jupiter (Guru), traditionally the significator of the husband\n- The 2nd house of family and the 11th house of fulfilled wishes\n- The navamsa (D9), the divisional chart most closely tied to marriage\n\nA strong, well-aspected 7th lord supports partnership; malefic pressure on the 7th asks for more effort, not for despair.',
        },
        effects: {
          title: 'How the timing of marriage is read',
          body: 'Timing comes mainly from the Vimshottari dasha, a 120-year cycle of planetary periods. Marriage tends to come forward in the mahadasha or antardasha (sub-period) of the 7th lord, of planets in or aspecting the 7th house, of Venus.\n\nTransits narrow the window. A well-known guideline is the double transit: when both Jupiter and Saturn, by placement or aspect, touch the 7th house or its lord, the matter is ready to happen if the dasha also supports it.\n\nDelays are read from Saturn’s influence on the 7th, a weak Venus or a 7th lord in the 6th, 8th or 12th house.',
        },
        guidance: {
          title: 'Using a marriage reading wisely',
          body: 'Begin with an accurate birth time, since the lagna and the navamsa change quickly.\n\nSome practical points:\n\n- Treat timing as a window to watch, not a deadline to fear\n- When a partner is in view, compare the two charts through kundli matching and, more importantly, through honest conversation\n- If the chart shows friction, read it as a description of what to work on together\n\nRemedies such as prayer or charity are personal choices; none should be costly or pressed on you.',
        },
        questions: {
          title: 'Questions about marriage prediction',
          body: 'Can astrology tell the exact date of my marriage? No. It can point to periods when the dasha and transits favour marriage, but the exact day depends on people and circumstances.\n\nDoes a late marriage in the chart mean something is wrong? No. Saturn’s influence on the 7th house is often read as a later but steady marriage, and a settled partnership later in life is a good result.\n\nCan the chart show love marriage or arranged marriage? Astrologers look at links between the 5th house of romance and the 7th house, and at Venus, Rahu and the Moon, but such readings are tendencies. Choice and family context matter far more than any single yoga.',
        },
      },
    },
    careerAstrology: {
      intro:
        'Which work suits me, and when will my career move forward? Parashari Jyotish reads these questions from the 10th house, its lord and the planets that shape ability and effort. This page explains the main factors and how the dashas time changes, as a help to reflection rather than a substitute for your own judgement.',
      sections: {
        whatItIs: {
          title: 'What career astrology looks at',
          body: 'Career astrology is the part of Jyotish that studies work, profession, status and income. The classical texts speak of karma, here meaning action in the world: what a person does, how it is received and what it brings. The 10th house is therefore called the karma bhava.\n\nA chart does not name a single job title. It describes natural inclinations, such as analysis, service, leadership, teaching, trade or craftsmanship, and the conditions under which a person works best. Education, opportunity and effort decide how these inclinations are used.',
        },
        inTheChart: {
          title: 'The 10th house and the houses of wealth and effort',
          body: 'With whole-sign houses, the 10th house is the tenth sign from the lagna. The astrologer weighs:\n\n- The sign on the 10th house and the planets in it\n- The 10th lord and the house and sign it occupies\n- The 2nd house of earned wealth, the 6th of service and daily work, and the 11th of gains\n- The Sun for authority and government, Saturn for labour and persistence, Mercury for trade and intellect, Jupiter for teaching and advice\n- The dashamsha (D10), the divisional chart of career\n\nA strong 10th lord in a kendra (houses 1, 4, 7, 10) or trikona (houses 1, 5, 9) is read as support for a visible career.',
        },
        effects: {
          title: 'How career periods unfold',
          body: 'The dasha of the 10th lord, of planets in the 10th house, or of a planet linked to both the 10th and the 11th is often a time of promotion, new responsibility or a change of field. The dasha of the 6th lord can bring hard work and competition; that of the 12th lord work abroad or a pause before a new start.\n\nTransits add detail. Saturn takes about two and a half years to pass through one sign, and its transit over the 10th house from the Moon is commonly read as a time of heavier duties that reward discipline.\n\nNo period is entirely good or bad. Even a demanding dasha can build skills that carry a career for decades.',
        },
        guidance: {
          title: 'Using your chart for career decisions',
          body: 'A chart is most useful when it is read alongside your real abilities, training and circumstances.\n\nSome sensible ways to use it:\n\n- Note which planets are strong and ask how their themes already appear in your life\n- Look at the coming dashas to see when effort in a given direction may pay off\n- Use difficult periods for study, saving and patience rather than sudden changes\n\nAstrology should never be the only basis for leaving a job, investing money or signing a contract. Take those decisions with proper advice, and treat the chart as one voice among several.',
        },
        questions: {
          title: 'Questions about career astrology',
          body: 'Can my chart tell whether I should take government service or business? It can show tendencies: a strong Sun and 10th house often point to authority and public service, a strong Mercury and 7th house to trade and partnerships. The final choice rests on your skills and opportunities.\n\nWhy does my career feel stuck even though the chart looks good? The promise of a chart acts through the dashas.\n\nIs Saturn bad for career? No. Saturn is the planet of work, discipline and long effort. Its periods can feel slow, but many people build their most lasting achievements under Saturn.',
        },
      },
    },
    healthAstrology: {
      intro:
        'Jyotish has always connected the planets and signs with the body and with vitality. This page explains how a chart is read for health themes and timing, and it says plainly what astrology cannot do: it never diagnoses, never treats and never replaces a doctor.',
      sections: {
        whatItIs: {
          title: 'What health astrology is, and what it is not',
          body: 'Medical astrology, sometimes linked with Ayurveda, reads the birth chart for constitution, vitality and periods that call for more care. Each sign is associated with a part of the body, from Aries for the head to Pisces for the feet, and each planet with certain organs and tendencies.\n\nThis is a traditional language for reflection, not medicine. A chart cannot detect an illness, confirm that you are healthy or tell you which treatment to take. If you have symptoms or worries about your health, see a qualified doctor and follow medical advice. Astrology can at most encourage good habits, regular check-ups and calm in a demanding period.',
        },
        inTheChart: {
          title: 'The lagna, the 6th, 8th and 12th houses, the Sun and the Moon',
          body: 'The lagna and its lord describe the body and general vitality, so a strong lagna lord is read as resilience. The Sun stands for vital energy and the Moon for the mind and emotional balance, which classical texts treat as part of health.\n\nThree houses receive special attention:\n\n- The 6th house, of illness, effort and daily routines\n- The 8th house, of chronic matters, longevity and sudden changes\n- The 12th house, of rest, sleep, hospitals and expenses\n\nThese are called the dusthanas, the difficult houses, but their lords and occupants are also read for recovery and endurance. Ayurvedic temperaments (vata, pitta, kapha) are linked to planets and signs: Saturn with vata, the Sun and Mars with pitta, the Moon and Venus with kapha.',
        },
        effects: {
          title: 'Periods that call for more care',
          body: 'Astrologers watch the dashas of the 6th and 8th lords, and of planets strongly afflicting the lagna, as times to be attentive to rest, diet and stress. Saturn’s transits over the Moon, as in sade sati, are often linked with tiredness or worry, and the transit of Rahu or Ketu over the lagna or Moon with restlessness.\n\nSuch periods are reminders, not verdicts. Many people pass through them in good health, especially when they keep a steady routine. A period ruled by Jupiter or a strong lagna lord is read as supportive for recovery.\n\nThe chart can never tell you that a specific illness will or will not occur. Any symptom deserves medical attention, whatever the dasha.',
        },
        guidance: {
          title: 'Caring for yourself alongside the chart',
          body: 'The most useful lessons of health astrology are simple and agree with everyday good sense:\n\n- Keep regular sleep and meal times, especially in Saturn or Rahu periods\n- Find calm through prayer, meditation or time outdoors when the Moon is under pressure\n- Go for routine check-ups rather than waiting for an astrological sign\n\nDo not stop or change any medicine because of a chart, a gemstone or a ritual, and be wary of anyone who links a remedy to a promise of cure. Traditional practices such as mantra recitation or charity can support peace of mind, and they sit comfortably beside proper medical care. A doctor’s advice always comes first.',
        },
        questions: {
          title: 'Questions about health and astrology',
          body: 'Can my chart predict an illness? No. It describes constitutional tendencies and periods when care is wise, but it cannot diagnose anything. Only a doctor and proper tests can do that.\n\nShould I wear a gemstone for my health? A gemstone is a traditional choice, not a treatment. It should never replace medical care, and a strong stone chosen for a planet that is unfavourable in your chart is traditionally thought to do more harm than good.\n\nDoes a planet in the 6th or 8th house mean poor health? No. Malefics such as Mars or Saturn in the 6th house are even read as strength against illness and opponents. The whole chart and your actual habits matter far more than one placement.',
        },
      },
    },
    loveCompatibility: {
      intro:
        'Will we get along? Jyotish compares two charts to see where two natures meet easily and where they need patience. This page explains compatibility by Moon signs, the friendship of their lords, the bhakoot rule and the 36 gunas of ashtakoota matching, and why a score is only the beginning of the conversation.',
      sections: {
        whatItIs: {
          title: 'What compatibility means in Jyotish',
          body: 'In Jyotish the Moon (Chandra) describes the mind, feelings and everyday moods. Compatibility is therefore read first from the Moon signs (rashis) and Moon nakshatras of the two people: how easily their emotional natures understand each other.\n\nThe best-known method is ashtakoota, the eight kootas or factors, used before marriage across much of India. It compares the birth nakshatras and Moon signs and awards up to 36 gunas, or points. In South India a related system of ten poruthams is common.\n\nThese methods were designed for arranged marriages, when families needed a first view of two people who had not yet met. For couples who already know each other, they are a mirror for reflection, not a judge.',
        },
        inTheChart: {
          title: 'Moon signs, graha maitri and bhakoot',
          body: 'Two of the eight kootas deal directly with Moon signs:\n\n- Graha maitri, worth 5 points, checks the friendship between the lords of the two Moon signs. Friendly lords suggest that the two minds think alike; enemy lords suggest different priorities.\n- Bhakoot, worth 7 points, looks at the distance between the two Moon signs. Positions 1-7, 3-11 and 4-10 are favourable, while 2-12, 5-9 and 6-8 are traditionally called bhakoot dosha.\n\nThe other kootas are varna (1), vashya (2), tara (3), yoni (4), gana (6) and nadi (8), adding up to 36. Classical exceptions soften bhakoot and other doshas, for example when the two Moon signs share the same lord or their lords are friends.',
        },
        effects: {
          title: 'What the guna score tells you',
          body: 'Traditionally 18 gunas out of 36 is the usual minimum for a match; scores from about 24 upwards are called good, and above 30 very good. A score below 18 is commonly said to need a closer look at the full charts rather than an automatic no.\n\nThe score has clear limits. It is built only from the Moon’s position, so it ignores the 7th house, Venus, the navamsa and the dashas of both people, which say much more about married life. Two charts with a modest score may support each other well, and a high score does not remove the need for effort.\n\nAstrologers therefore add a comparison of the full charts, including a check for Mangal dosha in both.',
        },
        guidance: {
          title: 'Using compatibility with good sense',
          body: 'Think of a compatibility reading as a way to start good conversations. If graha maitri is low, talk about how each of you makes decisions. If the gana is different, notice how your temperaments differ in daily life. If bhakoot is unfavourable, see whether an exception applies before worrying.\n\nA few points to keep in mind:\n\n- Use correct birth details for both people, as the Moon can change nakshatra within a day\n- Read the total score together with the individual kootas and their exceptions\n- Give more weight to respect, shared values and honest communication than to any number\n\nNo score can promise happiness, and no low score condemns a relationship that both people care for.',
        },
        questions: {
          title: 'Questions about love compatibility',
          body: 'Is 18 gunas enough? It is the traditional minimum. Many astrologers accept a score in the high teens when the full charts are supportive, and question a higher score when the charts show serious friction.\n\nWhat if our nadi is the same? Nadi dosha, when both people share the same nadi, is taken seriously in North India, but the texts list exceptions, for example when the two share the same Moon sign but different nakshatras, or the same nakshatra in different signs.\n\nCan a love match ignore compatibility? Yes, if both people wish. Jyotish offers insight, not permission. Couples who know each other well can use the reading to understand their differences rather than to decide.',
        },
      },
    },
    luckyNumbers: {
      intro:
        'Many families in India look for lucky numbers when choosing a date, a house number or a vehicle number. This page explains the Indian system of numerology (ank jyotish): how the moolank and bhagyank are found, which planet rules each number, and how to use them lightly.',
      sections: {
        whatItIs: {
          title: 'What Indian numerology is',
          body: 'Ank jyotish, Indian numerology, links the numbers 1 to 9 with the nine grahas of Jyotish. It is a popular companion to astrology rather than part of Parashari Jyotish itself: the classical texts work with signs, houses and planets, not with the digits of a date.\n\nIts appeal is simplicity. A birth date is enough, and no birth time or place is needed. The numbers derived from it are read as a short description of temperament and as a set of numbers that feel in tune with a person. Used in that spirit, as a small tradition that adds colour to choices, numerology is harmless and often enjoyable.',
        },
        inTheChart: {
          title: 'Moolank, bhagyank and the number planets',
          body: 'Two numbers are central:\n\n- The moolank, or root number, is the day of the month of birth reduced to one digit. Someone born on the 23rd has moolank 2 + 3 = 5.\n- The bhagyank, or destiny number, is the sum of all the digits of the full birth date, day, month and year, reduced to one digit in the same way.\n\nEach number is ruled by a planet: 1 the Sun, 2 the Moon, 3 Jupiter, 4 Rahu, 5 Mercury, 6 Venus, 7 Ketu, 8 Saturn and 9 Mars. The moolank is read for personality and daily life, the bhagyank for the broader direction of life.',
        },
        effects: {
          title: 'What each number is said to describe',
          body: 'The traits follow the nature of the ruling planet:\n\n- 1 (Sun): independence, leadership, pride\n- 2 (Moon): sensitivity, imagination, changing moods\n- 3 (Jupiter): learning, guidance, optimism\n- 4 (Rahu): originality, restlessness, unconventional paths\n- 5 (Mercury): quick thinking, trade, communication\n- 6 (Venus): beauty, comfort, relationships\n- 7 (Ketu): inwardness, research, spirituality\n- 8 (Saturn): patience, hard work, late but lasting results\n- 9 (Mars): energy, courage, impatience\n\nNumbers whose planets are friends of your moolank’s planet are called favourable for you. These are broad descriptions, and every number has both gifts and weaknesses.',
        },
        guidance: {
          title: 'Using lucky numbers lightly',
          body: 'Lucky numbers are best used as small personal preferences: choosing between two equally good options, a phone or vehicle number, or a date when other practical factors allow. They should never outweigh real considerations.\n\nA few sensible limits:\n\n- Do not base investments, medical choices or legal decisions on a number\n- Be wary of paid name changes or spelling changes promised to transform your fortune\n- For important events, a muhurta from the full panchang is the traditional Jyotish method, far more detailed than a single number\n\nIf a number makes you feel confident and cheerful, that is its real value. Luck in any deeper sense grows from effort, good conduct and good timing.',
        },
        questions: {
          title: 'Questions about lucky numbers',
          body: 'What if my moolank and bhagyank are different? That is usual. The moolank describes how you meet daily life, the bhagyank the longer direction, and both are read together.\n\nIs numerology the same as Jyotish? No. It uses the same nine planets, but it is a separate and later popular tradition. A birth chart, with the lagna, houses and dashas, gives a far fuller picture.\n\nAre the numbers 4 and 8 unlucky? Not in themselves. Rahu and Saturn are demanding planets, so these numbers are associated with effort and unusual paths, but many people with them lead stable, successful lives. No number is bad for everyone.',
        },
      },
    },
    babyNames: {
      intro:
        'Choosing a name is one of the first gifts parents give a child. In the Hindu tradition the name is often chosen to begin with a syllable linked to the Moon’s nakshatra at birth. This page explains that syllable, the namakshar, how it is found and how families combine it with their own wishes.',
      sections: {
        whatItIs: {
          title: 'What a nakshatra name is',
          body: 'The namakarana, the naming ceremony, is one of the sixteen samskaras, the traditional rites of passage. It is usually held in the first weeks after birth, often on the eleventh or twelfth day, according to family custom.\n\nA common practice is to choose a name that begins with the namakshar, the syllable assigned to the Moon’s position at birth. The idea is that a name in harmony with the birth nakshatra is auspicious and carries the blessing of its presiding deity. Some families use this syllable for the everyday name, others for a second, ceremonial name kept for rituals, and choose the everyday name freely.',
        },
        inTheChart: {
          title: 'How the syllable comes from the Moon’s nakshatra pada',
          body: 'The zodiac is divided into 27 nakshatras, or lunar mansions, of 13°20′ each, and every nakshatra into four padas, or quarters, of 3°20′. Each of the 108 padas has its own syllable, listed in a traditional table called the avakahada chakra.\n\nFor example:\n\n- Ashwini: Chu, Che, Cho, La\n- Bharani: Li, Lu, Le, Lo\n- Krittika: A, I, U, E\n- Rohini: O, Va, Vi, Vu\n\nTo find the namakshar, the sidereal position of the Moon at the moment of birth is calculated, here with the Lahiri ayanamsha, and the pada it falls in gives the syllable. Because the Moon moves through a pada in about six hours, the birth time matters.',
        },
        effects: {
          title: 'What the name is believed to bring',
          body: 'Tradition holds that a name beginning with the namakshar links the child with the qualities of the birth nakshatra and its deity, and that hearing it spoken through life is a quiet, repeated blessing. The nakshatra itself also describes temperament: Rohini is linked with charm and creativity, Pushya with care and nourishment, Shravana with listening and learning.\n\nIt is worth being clear about what the name does not do. A name does not change the birth chart, and the planets and dashas remain the same whatever the child is called. The namakshar is a way of honouring the moment of birth, and its value lies in meaning and family tradition.',
        },
        guidance: {
          title: 'Choosing a name with the namakshar',
          body: 'Start from an accurate birth time and place, so that the Moon’s pada is correct. If the birth fell near the boundary between two padas, an astrologer may check both before deciding.\n\nThen look for names that:\n\n- Begin with the syllable, or with a close sound in your language\n- Have a meaning you love, often from a deity, a virtue or nature\n- Sound well with the family name and are easy for the child to carry\n\nIf no name with the syllable feels right, many families use the namakshar only for the ceremonial name or choose by the Moon sign (rashi) instead. A name given with love and meaning is the real blessing.',
        },
        questions: {
          title: 'Questions about nakshatra names',
          body: 'Is a name outside the namakshar inauspicious? No. The syllable is a traditional preference, not a rule whose neglect brings harm. Many well-loved names do not follow it.\n\nWhy do different lists give different syllables? The syllables are adapted to the sounds of each language and region, and a few spellings vary between traditions. Follow the custom of your family and language.\n\nWhat about the rashi letter? Some families choose the first letter by the Moon sign rather than the exact pada, which allows a wider choice. Both approaches come from the same idea of linking the name with the Moon at birth.',
        },
      },
    },
    sadeSati: {
      intro:
        'Few words in Jyotish cause as much worry as sade sati, the seven and a half years of Saturn. This page explains what it really is, how it is counted from your Moon sign, how its three phases are read and why it is a period of maturing rather than a sentence of misfortune.',
      sections: {
        whatItIs: {
          title: 'What sade sati is',
          body: 'Sade sati means seven and a half in Hindi. It is the period during which Saturn (Shani) transits the three signs around your natal Moon: the 12th sign from the Moon, the Moon sign itself and the 2nd sign from it. Saturn spends about two and a half years in each sign, so the whole passage lasts about seven and a half years.\n\nBecause Saturn goes round the zodiac in about thirty years, most people meet sade sati two or three times in a lifetime, in different stages of life. Saturn is the planet of time, discipline, work and accountability. Its close passage over the Moon, which stands for the mind, is read as a time when life asks for patience, responsibility and realism.',
        },
        inTheChart: {
          title: 'How Saturn’s transit is counted from your Moon',
          body: 'Transits (gochara) in Jyotish are read from the natal Moon sign, so sade sati depends on your rashi, not on your Sun sign or lagna. The site computes it in the sidereal zodiac with the Lahiri ayanamsha.\n\nThe period has three phases:\n\n- The rising phase, Saturn in the 12th from the Moon: expenses, sleep, letting go\n- The peak phase, Saturn over the Moon: the mind and personal life under pressure\n- The setting phase, Saturn in the 2nd from the Moon: family, speech and finances\n\nTwo related transits are also watched. Saturn in the 4th from the Moon is called kantaka or dhaiya, the two and a half years, touching home and peace of mind; Saturn in the 8th is ashtama Shani, linked with obstacles and change.',
        },
        effects: {
          title: 'What sade sati can bring',
          body: 'Sade sati is often a time of heavier duties, slower results and tested relationships. It can bring a move, a change of work, responsibility for family members or a need to face what has been avoided.\n\nThe results depend strongly on the natal chart. Saturn that is strong, well placed or the yogakaraka (the best planet) for the lagna, as for Taurus and Libra ascendants, often gives good results even during sade sati. The running dasha matters as much as the transit: a good dasha softens it, while a difficult one makes it more felt.',
        },
        guidance: {
          title: 'Meeting Saturn with steadiness',
          body: 'Saturn rewards exactly what it asks for: honest work, patience and fair treatment of others. The traditional advice for sade sati follows that logic:\n\n- Keep commitments, avoid shortcuts and take on debt only with care\n- Respect workers, elders and people in need, whom Saturn signifies\n- Keep a simple routine of rest, food and prayer\n\nMany people recite the Hanuman Chalisa or a Shani mantra, light a sesame oil lamp on Saturdays or give to the poor. These practices are meant to steady the mind, and none of them needs to be costly. Be wary of anyone who uses fear of sade sati to sell expensive remedies.',
        },
        questions: {
          title: 'Questions about sade sati',
          body: 'Does sade sati always bring trouble? No. It brings pressure and tests, and how they turn out depends on the whole chart, the dasha and your own conduct. For some people it is a period of real achievement.\n\nHow do I know when mine begins? The site computes Saturn’s position against your Moon sign; the transit pages of this site show when Saturn changes sign.\n\nShould I postpone marriage or a new house during sade sati? Not for that reason alone. Many people marry, build homes and start families during sade sati. An astrologer would look at the dasha and a suitable muhurta rather than the transit alone.',
        },
      },
    },
    mangalDosha: {
      intro:
        'Being called manglik can worry a family before a marriage. This page explains what Mangal dosha is, which placements of Mars create it, the many classical cancellations that remove it and how astrologers weigh it in kundli matching, so that you can see the matter in proportion.',
      sections: {
        whatItIs: {
          title: 'What Mangal dosha is',
          body: 'Mangal dosha, also called kuja dosha, is a condition of Mars (Mangal) in the birth chart that the tradition considers in marriage matching. Mars is the planet of energy, courage, drive and also of anger and haste. When it falls in houses connected with marriage, family and the home, its fiery nature is said to need balance in married life.\n\nA person with the dosha is called manglik. The condition is very common: because it can arise from several reference points, a large share of all charts meets at least one version of the rule. It is a point to look at carefully, not a verdict.',
        },
        inTheChart: {
          title: 'Which placements of Mars count',
          body: 'Mangal dosha is said to arise when Mars occupies the 1st, 2nd, 4th, 7th, 8th or 12th house. With whole-sign houses, these are counted from three reference points, as the site does:\n\n- From the lagna, the ascendant, the main reference\n- From the Moon, the mind and emotional life\n- From Venus, the significator of marriage and love\n\nThe dosha from the lagna is usually given the most weight, and a dosha present from two or all three points is considered stronger. The houses are chosen for their meaning: the 1st for temperament, the 2nd for family, the 4th for domestic peace, the 7th for the spouse, the 8th for the longevity of the bond and the 12th for the bed and intimacy.',
        },
        effects: {
          title: 'Classical cancellations of the dosha',
          body: 'The texts list many conditions under which the dosha is cancelled or greatly reduced (dosha bhanga):\n\n- Mars in its own sign, Aries or Scorpio, or exalted in Capricorn\n- Mars conjoined with or aspected by Jupiter\n- House-wise exempt signs, for example Mars in the 4th in Aries or Scorpio, in the 7th in Cancer or Capricorn, in the 8th in Sagittarius or Pisces, and in the 12th in Taurus or Libra\n- Both partners having a comparable Mars placement\n\nVersions of these rules differ slightly between traditions. What remains after the cancellations is read in the whole chart, and popularly it is said to express as haste, argument or strong will rather than as harm.',
        },
        guidance: {
          title: 'Weighing Mangal dosha in matching',
          body: 'A careful astrologer checks the dosha from all three reference points, applies the cancellations, and then compares both charts as a whole, including the 7th house, Venus, the navamsa and the ashtakoota score. Very often the dosha turns out to be cancelled or balanced.\n\nWhere some Mars energy remains, the advice is practical:\n\n- Give the energy an outlet through work, sport or service\n- Practise patience in disagreements and avoid hasty words\n- If you wish, worship Hanuman or recite a Mangala mantra on Tuesdays\n\nNo one should be rejected for marriage, or pressed into costly rituals, on the basis of this dosha alone.',
        },
        questions: {
          title: 'Questions about Mangal dosha',
          body: 'Can a manglik marry a non-manglik? Yes, in many cases. When the dosha is cancelled, or the rest of both charts is supportive, astrologers approve such matches. Two manglik charts together are traditionally considered balanced.\n\nDoes Mangal dosha end at a certain age? A popular belief says it weakens after the age of 28, but this is not found as a firm rule in the classical texts. The dasha of Mars and the whole chart are better guides.\n\nWhy does one website call me manglik and another not? Different sites count from different reference points and apply different cancellations. This site shows which placements create the dosha and which rules cancel it, so you can see the reasoning.',
        },
      },
    },
    kaalSarpDosha: {
      intro:
        'Kaal Sarp dosha is widely discussed today, often with alarming claims. This page explains what the term means, where the idea comes from, why it is not found in the classical Parashari texts and how a balanced astrologer reads a chart in which all the planets fall on one side of Rahu and Ketu.',
      sections: {
        whatItIs: {
          title: 'What Kaal Sarp dosha is said to be',
          body: 'Kaal Sarp means the serpent of time. The term is used when all seven grahas, the Sun, Moon, Mars, Mercury, Jupiter, Venus and Saturn, lie on one side of the axis formed by Rahu and Ketu, the two lunar nodes that are always exactly opposite each other. The image is of the planets held within the coils of the serpent, whose head is Rahu and tail is Ketu.\n\nIt is important to say clearly that this is a later idea. Kaal Sarp does not appear in Brihat Parashara Hora Shastra or in the other major classical works. It became popular in recent times, and astrologers differ widely on whether it should be used at all.',
        },
        inTheChart: {
          title: 'How the pattern is identified',
          body: 'To check the pattern, the astrologer follows the zodiac from Rahu to Ketu and sees whether every one of the seven planets falls within that half. If even one planet lies on the other side, most practitioners say the pattern is broken, sometimes calling a near case partial.\n\nModern writers name twelve varieties according to the houses occupied by Rahu and Ketu, for example Anant when Rahu is in the 1st house and Ketu in the 7th. They also distinguish whether the planets lie in the half from Rahu to Ketu or from Ketu to Rahu. The site shows whether the pattern is present in your chart and where the nodes fall, so you can read it in context.',
        },
        effects: {
          title: 'How to read it in proportion',
          body: 'Those who use the idea associate it with struggle, delays followed by sudden rises and a strong sense of purpose.\n\nIn Parashari terms it is better to read Rahu and Ketu as any other planets: by the houses they occupy, the lords of those signs, the planets conjoined with them and, above all, their dashas. Rahu in the 10th house, for instance, can be excellent for ambition and public work regardless of where the other planets lie. The classical yogas, the strength of the lagna lord and the dashas always tell more than this single pattern.',
        },
        guidance: {
          title: 'What to do if your chart shows it',
          body: 'First, do not be frightened. The pattern is common, it is not classical, and many lives with it are ordinary and happy. Read it as a hint that Rahu and Ketu play an important role in your chart, and look at their houses and dashas.\n\nSensible steps:\n\n- Ask what Rahu (ambition, the new and foreign) and Ketu (detachment, inner search) are doing in your houses\n- Note when the Rahu and Ketu dashas run, since their themes are strongest then\n- If you wish, keep simple devotions, such as prayer to Shiva or the recitation of a mantra\n\nBe cautious with anyone who insists on expensive rituals to remove the dosha or predicts disaster if you refuse.',
        },
        questions: {
          title: 'Questions about Kaal Sarp dosha',
          body: 'Is Kaal Sarp dosha mentioned by Parashara? No. It is not in the classical Parashari texts and developed much later. That is why many traditional astrologers do not use it.\n\nDoes it ruin a life? No. The pattern cannot override the rest of the chart. Planetary strength, yogas, dashas and your own effort decide outcomes far more than this arrangement.\n\nWhat about the puja at temples such as Trimbakeshwar? Many people perform it as an act of faith, and prayer can bring peace of mind. It should be a free choice, never a response to fear, and no ritual is needed to live well with this pattern.',
        },
      },
    },
    pitraDosha: {
      intro:
        'Pitra dosha is understood as an imbalance connected with one’s ancestors (pitris). This page explains how the term is used, the chart combinations most often linked with it, why there is no single classical definition and how the tradition of remembering the ancestors offers a gentle response.',
      sections: {
        whatItIs: {
          title: 'What pitra dosha means',
          body: 'Pitris are the ancestors, honoured in Hindu tradition through shraddha and tarpana, offerings of food and water made especially in Pitru Paksha, the fortnight of the ancestors. Pitra dosha, or pitru dosha, is the idea that unresolved family karma, or ancestors who were not remembered, can show in a chart as obstacles in the areas that the father and the lineage represent.\n\nThere is no single classical definition. Brihat Parashara Hora Shastra speaks of curses from past lives (shapa), including one linked to the father, mainly in the context of obstacles to children. The broader pitra dosha of modern practice is built from several rules, and different astrologers apply different ones.',
        },
        inTheChart: {
          title: 'Combinations commonly linked with it',
          body: 'The Sun represents the father and the soul, and the 9th house represents the father, dharma and the blessings of elders and ancestors. The rules most often used therefore involve them:\n\n- The Sun conjoined with Rahu or Ketu\n- Rahu or Ketu placed in the 9th house\n- The Sun conjoined with Saturn, its traditional adversary\n- An afflicted 9th house or 9th lord, especially by Rahu or Saturn\n\nSome astrologers also look at the 5th house of children and past merit. Because these combinations are common and the rules vary, the site names which of them appear in your chart rather than issuing a single verdict.',
        },
        effects: {
          title: 'How the combinations are interpreted',
          body: 'Where these combinations exist, astrologers read themes rather than fixed events: a complicated relationship with the father, a feeling of carrying family burdens, delays in settling down, obstacles around children or a sense that effort does not bring its due reward.\n\nThe same placements also have other, often positive meanings. The Sun with Rahu can give ambition and public visibility; Rahu in the 9th can give unconventional beliefs or learning abroad; the Sun with Saturn can give discipline and administrative skill. As always, the dignity of the planets, the aspects of Jupiter and the running dasha decide how strongly a theme is felt.',
        },
        guidance: {
          title: 'Honouring the ancestors',
          body: 'The traditional response to pitra dosha is remembrance, and it is within everyone’s reach:\n\n- Offer water and sesame (tarpana) or perform shraddha, particularly in Pitru Paksha and on amavasya, the new moon\n- Feed people in need, and in many families also cows, dogs and crows\n- Care for living parents and elders, and keep the family’s good customs\n- Recite prayers or mantras for the peace of the departed\n\nThese acts are meaningful whatever the chart shows. They need not be elaborate or expensive, and a sincere offering made at home is valued in the tradition as much as a costly ceremony.',
        },
        questions: {
          title: 'Questions about pitra dosha',
          body: 'Is pitra dosha in the classical texts? Not as one defined yoga. Classical works mention ancestral curses in limited contexts, and the modern rules were assembled later, which is why astrologers disagree about them.\n\nDoes it mean my ancestors are angry with me? That is not the right way to understand it. The tradition sees the ancestors as a source of blessing; the practices are about gratitude and continuity, not fear.\n\nMust I perform a special puja at a distant place? No. Families may choose pilgrimage rituals at places such as Gaya as acts of devotion, but simple shraddha and tarpana at home, together with kindness to elders, are the core of the tradition.',
        },
      },
    },
    shaniMahadasha: {
      intro:
        'The mahadasha of Saturn is the longest but one in the Vimshottari system, lasting nineteen years. Its reputation is heavy, yet its results vary enormously from chart to chart. This page explains how the period is calculated and how its results are read from Saturn’s house, dignity and lordship.',
      sections: {
        whatItIs: {
          title: 'What the Shani mahadasha is',
          body: 'Vimshottari dasha is the main timing system of Parashari Jyotish. It divides a cycle of 120 years into nine mahadashas, major periods ruled by the nine grahas, in a fixed order: Ketu, Venus, Sun, Moon, Mars, Rahu, Jupiter, Saturn, Mercury. The starting point is set by the Moon’s nakshatra at birth.\n\nSaturn’s mahadasha lasts nineteen years. It follows the sixteen years of Jupiter and is followed by the seventeen years of Mercury. Each mahadasha is divided into nine antardashas, or sub-periods, beginning with the planet’s own; in Saturn’s case the first, Saturn–Saturn, lasts about three years. Depending on the birth nakshatra, a person may meet this period in childhood, mid-life, old age or not at all.',
        },
        inTheChart: {
          title: 'Saturn’s house, dignity and lordship',
          body: 'The period gives the results that Saturn promises in the individual chart. Three factors are read together:\n\n- House: Saturn in the 3rd, 6th or 11th is classically favourable for effort and gains; in the 10th it can bring a demanding but lasting career\n- Dignity: Saturn is exalted in Libra and in its own signs in Capricorn and Aquarius, and debilitated in Aries\n- Lordship: for Taurus and Libra ascendants Saturn rules a kendra and a trikona and becomes the yogakaraka, the most beneficial planet\n\nAspects from Jupiter, conjunctions, the navamsa position and the nakshatra Saturn occupies add detail. A well-placed Saturn can make this the most productive period of a life.',
        },
        effects: {
          title: 'What the period tends to bring',
          body: 'Saturn signifies work, structure, endurance, service, land, older people and the lessons of time. In its mahadasha these themes come forward. A strong Saturn brings steady promotion, property, authority earned through patience and respect in the community. A weak or afflicted Saturn can bring delays, heavier responsibility, loneliness or fatigue, and asks for discipline before rewards appear.\n\nThe antardashas colour the years: Saturn–Venus and Saturn–Mercury are often read as comfortable for many charts, since these planets are Saturn’s friends, while Saturn–Sun and Saturn–Mars can bring friction. Reading the mahadasha as one long misfortune ignores almost everything that shapes it.',
        },
        guidance: {
          title: 'Living well through Saturn’s years',
          body: 'Saturn responds to the very qualities it represents. During its mahadasha, the traditional advice is:\n\n- Work steadily and honestly, and accept slow progress as real progress\n- Keep promises and treat employees, workers and the poor fairly\n- Look after your health through regular routines and rest\n- Plan finances carefully and avoid speculation driven by impatience\n\nDevotional practices associated with Saturn include the Hanuman Chalisa, prayer to Shiva or Shani on Saturdays, and charity such as giving black sesame or food. A blue sapphire is sometimes recommended, but tradition itself warns that it suits only some charts, and it should never be worn on a whim.',
        },
        questions: {
          title: 'Questions about Shani mahadasha',
          body: 'Is the Saturn mahadasha always difficult? No. For Taurus and Libra ascendants, and for any chart with a strong, well-placed Saturn, it is often excellent. Even when it is demanding, it usually leaves lasting results.\n\nIs it the same as sade sati? No. Sade sati is a transit of Saturn around the Moon lasting about seven and a half years; the mahadasha is a natal timing period of nineteen years. They may overlap or not.\n\nWhy does the period start at a different age for different people? Because the Vimshottari sequence begins from the lord of the Moon’s birth nakshatra, and the portion of that nakshatra already crossed sets how much of the first dasha remains.',
        },
      },
    },
    jupiterTransit: {
      intro:
        'When Jupiter changes sign, horoscope columns everywhere speak of new luck. This page explains how Jyotish actually reads Jupiter’s transit: from your Moon sign, house by house, and always together with your dasha, so that you can tell a helpful season from an empty promise.',
      sections: {
        whatItIs: {
          title: 'What Jupiter’s transit is',
          body: 'Jupiter (Guru or Brihaspati) is the great benefic of Jyotish, the teacher of the gods and the significator of wisdom, children, dharma, wealth and good counsel. It takes about twelve years to go round the zodiac, so it spends roughly a year in each sign.\n\nA transit (gochara) is the current position of a planet compared with the birth chart. Because Jupiter moves slowly, its transit sets the tone for a whole year in the area of life it touches. The dates on which it changes sign, goes retrograde or turns direct are computed on the transit and festival pages of this site.',
        },
        inTheChart: {
          title: 'Reading the transit from your Moon sign',
          body: 'Classical gochara is read from the natal Moon sign (rashi). Jupiter is considered favourable when it transits the 2nd, 5th, 7th, 9th or 11th sign from the Moon, bringing respectively family and income, children and learning, partnership, fortune and gains. In the other signs it is read as less supportive, in the 8th and 12th especially.\n\nSeveral refinements follow:\n\n- Vedha, obstruction: a planet in a matching sign can block a good transit, for example a planet in the 12th when Jupiter is in the 2nd\n- Jupiter’s special aspects on the 5th, 7th and 9th signs from itself spread its blessing\n- Ashtakavarga points show how much a sign can receive\n\nThe transit over the natal lagna and over natal planets is also watched.',
        },
        effects: {
          title: 'What a Jupiter transit can bring',
          body: 'A favourable Jupiter transit is associated with expansion and support: study, marriage or childbirth, a respected teacher or mentor, progress in work, better finances and a more hopeful outlook. A less favourable transit can mean overconfidence, expenses, weight or lifestyle excess, or advice that proves unreliable.\n\nThe transit never acts alone. It delivers what the birth chart and the running dasha promise. A good Jupiter transit during a difficult dasha can soften the period; a weak transit during a strong dasha changes little. Jupiter’s aspect on the 7th house or its lord is part of the double transit rule used for timing marriage, and its aspect on the 10th is read for career.',
        },
        guidance: {
          title: 'Making use of Jupiter’s year',
          body: 'A year of good Jupiter is a time to grow: to study, teach, start a family project, seek guidance or widen your circle. A less favourable year is a time to consolidate, to be careful with promises and spending, and to keep learning quietly.\n\nJupiter is honoured through respect for teachers and elders, study of scripture, charity to students and prayer on Thursdays. Yellow items, turmeric or chana dal, are traditional offerings. A yellow sapphire is sometimes advised, but only after the whole chart shows Jupiter to be a friendly planet for you. Remember that a transit opens a door; walking through it is up to you.',
        },
        questions: {
          title: 'Questions about Jupiter’s transit',
          body: 'Is Jupiter in my Moon sign good? Jupiter over the natal Moon is classically not among the favourable positions and can bring restlessness or changes of place, though its own goodness and your chart may soften this.\n\nWhy do different sources disagree about the date of the transit? Some use the tropical zodiac, some different ayanamshas. This site uses the sidereal zodiac with the Lahiri ayanamsha, the standard of the Indian calendar.\n\nWhy is my horoscope for Jupiter’s transit different from a friend’s with the same Moon sign? Sign-based horoscopes are general. Your lagna, dasha and the strength of Jupiter in your chart make your experience personal.',
        },
      },
    },
    rahuKetuTransit: {
      intro:
        'Rahu and Ketu, the shadow planets, change signs together roughly every eighteen months, always moving backwards through the zodiac. This page explains what they are, how their transit is read from your Moon sign and how to meet the sudden turns and the detachment they are known for.',
      sections: {
        whatItIs: {
          title: 'What Rahu and Ketu are',
          body: 'Rahu and Ketu are not physical bodies but the two lunar nodes, the points where the Moon’s path crosses the Sun’s apparent path (the ecliptic). They are always exactly opposite each other, and eclipses occur only when the Sun and Moon are near them.\n\nRahu is read as desire, ambition, the foreign and the unconventional, and it magnifies what it touches. Ketu is read as detachment, insight, loss of interest and spiritual search. The nodes move backwards (retrograde) and spend about a year and a half in each sign, completing a round in about eighteen years.',
        },
        inTheChart: {
          title: 'Reading the transit of the nodes',
          body: 'As with all gochara, the nodes are read from the natal Moon sign, and also from the lagna. Classically, malefic planets give good results in the 3rd, 6th and 11th signs from the Moon, and this applies to Rahu and Ketu too: there they support courage, victory over obstacles and gains.\n\nPlaces watched more closely include:\n\n- The nodes over the natal Moon, linked with an unsettled mind\n- The axis across the 1st and 7th signs, touching self and partnerships\n- The axis across the 2nd and 8th, touching family, money and sudden change\n\nThe site computes the nodes in the sidereal zodiac; their sign changes appear on the transit pages of this site.',
        },
        effects: {
          title: 'What the nodal transit can bring',
          body: 'The themes of Rahu’s sign become intense: new ambitions, unusual opportunities, travel, technology or foreign connections, but also confusion, excess or impatience. The themes of Ketu’s sign, always opposite, quieten: interest fades, old attachments loosen and an inward search may begin.\n\nAbout every eighteen years the nodes return to their birth positions, and halfway through the cycle they reverse, Rahu over natal Ketu and Ketu over natal Rahu. Many astrologers treat these years as turning points in direction.\n\nAs always, the dasha decides how strongly a transit is felt. In the mahadasha or antardasha of Rahu or Ketu their transits become much more noticeable.',
        },
        guidance: {
          title: 'Staying steady through Rahu and Ketu',
          body: 'The nodes reward clarity and punish confusion. Useful habits during a strong nodal transit include:\n\n- Check facts before acting on sudden opportunities or rumours\n- Keep away from intoxicants and from schemes that promise quick gains\n- Give Ketu’s detachment a healthy form through meditation, study or service\n- Keep a regular routine when the mind feels restless\n\nTraditional devotions include prayer to Durga for Rahu and to Ganesha for Ketu, recitation of their mantras and charity. Gemstones for the nodes, hessonite and cat’s eye, are strong and traditionally given only after careful study of the chart, never as a general remedy.',
        },
        questions: {
          title: 'Questions about the Rahu–Ketu transit',
          body: 'Why do Rahu and Ketu move backwards? The nodes of the Moon’s orbit drift westwards through the zodiac over an eighteen-year cycle. Jyotish therefore treats them as always retrograde.\n\nIs the transit of Rahu over my Moon sign dangerous? No. It is a time when the mind can feel restless or over-ambitious, and steadiness helps, but it does not cause disaster by itself.\n\nAre Rahu and Ketu always malefic? They are natural malefics, but they act like the lords of the signs they occupy and the planets they join. Rahu in the 3rd, 6th, 10th or 11th house, for example, can be very productive, and Ketu is valued as the giver of moksha, spiritual liberation.',
        },
      },
    },
    solarEclipseEffects: {
      intro:
        'A solar eclipse, surya grahan, has always been a moment of special attention in Indian tradition. This page explains why eclipses happen, how Jyotish reads a solar eclipse against the birth chart, what the sutak period is and how people traditionally spend eclipse time, without fear.',
      sections: {
        whatItIs: {
          title: 'What a solar eclipse is',
          body: 'A solar eclipse happens when the Moon passes between the Earth and the Sun and hides the Sun wholly or partly. It can occur only at a new moon (amavasya), and only when the new moon falls close to one of the lunar nodes, Rahu or Ketu. That is why the old stories say that Rahu swallows the Sun.\n\nEclipses come in seasons roughly every six months, when the Sun passes near the nodes. An eclipse may be total, annular or partial, and it is visible only from part of the Earth. The computed dates, times and places of visibility are shown on the festival and eclipse pages of this site.',
        },
        inTheChart: {
          title: 'Reading an eclipse against your chart',
          body: 'In Jyotish an eclipse is treated as a strong transit of the Sun, Moon and a node together. Astrologers look at where it falls in relation to the birth chart:\n\n- The sign and nakshatra of the eclipse compared with your Moon sign and birth nakshatra\n- The house it falls in from your Moon and your lagna\n- Natal planets close to the degree of the eclipse\n\nAn eclipse in your own birth nakshatra or Moon sign is traditionally considered the most significant, and some families perform a grahan shanti, a simple prayer ritual, in that case. An eclipse far from your sensitive points is read as having little personal effect.',
        },
        effects: {
          title: 'Traditional meanings of a solar eclipse',
          body: 'The Sun represents the soul, vitality, the father, authority and government. A solar eclipse is therefore read as a moment when these themes are briefly obscured: a time for reflection rather than for bold new beginnings.\n\nFor an individual, the house where the eclipse falls is read as an area of life where changes may begin or old matters come to a close. These meanings describe themes; an eclipse does not cause events by itself, and most eclipses pass without any noticeable personal change. Its interpretation always depends on the birth chart and the dasha.',
        },
        guidance: {
          title: 'Sutak and eclipse-time practice',
          body: 'Tradition observes sutak, a period of restraint before an eclipse: for a solar eclipse it is usually taken to begin about twelve hours, or four prahars, earlier. It is observed only where the eclipse is visible. During sutak and the eclipse many people avoid cooking and eating, keep temple doors closed and spend the time in prayer.\n\nCommon practices include:\n\n- Japa of the Gayatri mantra or a mantra of the Sun\n- Bathing after the eclipse ends and cleaning the home\n- Charity once the eclipse is over\n\nChildren, the elderly, the unwell and pregnant women are traditionally exempted from fasting. Never look at the Sun directly during an eclipse; use proper eclipse viewers.',
        },
        questions: {
          title: 'Questions about solar eclipses',
          body: 'Is a solar eclipse bad for everyone? No. Its astrological significance is personal and depends on where it falls in your chart. For many people it passes without noticeable effect.\n\nShould I observe sutak if the eclipse is not visible where I live? Traditionally, no. Sutak applies only where the eclipse can be seen, which is why the site shows visibility.\n\nCan I start something new on the day of an eclipse? Traditional muhurta avoids eclipse days for auspicious beginnings. Ordinary work can go on as usual, and many people simply use the time for prayer and quiet reflection.',
        },
      },
    },
    lunarEclipseEffects: {
      intro:
        'A lunar eclipse, chandra grahan, turns the full moon dim and often reddish. This page explains why it happens, why Jyotish links it with the mind and emotions, how it is read against your Moon sign and nakshatra and how the traditions of sutak and prayer are kept.',
      sections: {
        whatItIs: {
          title: 'What a lunar eclipse is',
          body: 'A lunar eclipse happens when the Earth comes between the Sun and the Moon, so that the Earth’s shadow falls on the Moon. It can occur only at a full moon (purnima), when the full moon is near Rahu or Ketu. In the traditional image the node swallows the Moon.\n\nA lunar eclipse may be total, partial or penumbral; in a penumbral eclipse the dimming is slight and many traditions do not observe it. Unlike a solar eclipse, it can be seen from the whole night side of the Earth at once and watched safely with the naked eye. Its dates and visibility appear on the festival and eclipse pages of this site.',
        },
        inTheChart: {
          title: 'The Moon, the mind and your nakshatra',
          body: 'The Moon (Chandra) represents the mind, emotions, the mother and public life, and it is the basis of the Moon sign and nakshatra from which so much of Jyotish is read. A lunar eclipse therefore draws attention to these points:\n\n- An eclipse in your own Moon sign or birth nakshatra is considered personally significant\n- The house it falls in from your Moon and lagna shows the area of life touched\n- Natal planets near the eclipsed Moon, or the Sun opposite it, are also involved\n\nWhen the eclipse falls in the birth nakshatra, many families perform a simple grahan shanti, with prayer and charity, as a traditional precaution.',
        },
        effects: {
          title: 'Traditional meanings of a lunar eclipse',
          body: 'Because the Moon rules the mind, a lunar eclipse is associated with emotional intensity, heightened sensitivity, restlessness or sleeplessness around the days of the eclipse, and sometimes with matters concerning the mother or the home coming to the surface.\n\nFor an individual, the house of the eclipse shows where feelings may need attention or where an emotional chapter may close. As with solar eclipses, these are themes, not fixed events, and the effects depend on the birth chart and the dasha. Muhurta rules avoid eclipse days for auspicious ceremonies, but ordinary life continues as normal.',
        },
        guidance: {
          title: 'Sutak and practice during a lunar eclipse',
          body: 'For a lunar eclipse sutak is usually taken to begin about nine hours, or three prahars, before the eclipse, and only where the eclipse is visible. Many households avoid cooking and eating during this time, place tulsi leaves in stored food and water, and keep the mind on prayer.\n\nTraditional practices include:\n\n- Japa of a Moon mantra, the Maha Mrityunjaya mantra or the name of a chosen deity\n- Quiet meditation instead of arguments or important decisions\n- A bath and charity, such as rice, milk or white cloth, after the eclipse\n\nChildren, the elderly, the unwell and pregnant women are traditionally exempt from fasting and should eat as they need.',
        },
        questions: {
          title: 'Questions about lunar eclipses',
          body: 'Is a lunar eclipse stronger in astrology than a solar eclipse? Tradition treats both as important. A lunar eclipse is especially linked with the mind, so it is often felt more emotionally.\n\nDo I need to worry if the eclipse falls in my nakshatra? No. It is a reason for prayer and calm, not for fear. Many people meet such an eclipse several times in life with no lasting difficulty.\n\nIs a penumbral lunar eclipse observed? Many traditional calendars do not observe sutak for a penumbral eclipse, since the Moon is barely darkened. Follow the custom of your family and your panchang.',
        },
      },
    },
    retrogradePlanets: {
      intro:
        'Retrograde planets, vakri grahas, have a reputation for trouble, especially Mercury. This page explains what retrograde motion really is, how classical Jyotish reads retrograde planets in a birth chart as strong and inward, and how to treat retrograde periods in transit with calm good sense.',
      sections: {
        whatItIs: {
          title: 'What retrograde motion is',
          body: 'A planet is called retrograde (vakri) when, seen from the Earth, it appears to move backwards through the zodiac for a time. The planet does not really reverse; the effect comes from the Earth and the planet moving at different speeds around the Sun, as a slower train seems to slip backwards when a faster one passes it.\n\nMercury, Venus, Mars, Jupiter and Saturn all go retrograde from time to time. The Sun and Moon never do, while Rahu and Ketu are treated as always retrograde. Around the change of direction a planet appears almost stationary. The dates of retrograde and direct stations are computed on the transit pages of this site.',
        },
        inTheChart: {
          title: 'Retrograde planets in a birth chart',
          body: 'Classical texts count a retrograde planet as strong. In the Shadbala system of planetary strength, retrograde motion earns high cheshta bala, the strength of motion, since a planet is retrograde when it is closest to the Earth and brightest in the sky.\n\nAstrologers read a natal retrograde planet as:\n\n- Strong but inward, working through reflection before action\n- Concerned with revisiting, repeating or completing something\n- Sometimes delayed in giving results, which then prove lasting\n\nA retrograde benefic such as Jupiter is usually read as giving its good results powerfully, a retrograde malefic as intensifying its themes.',
        },
        effects: {
          title: 'Retrograde periods in transit',
          body: 'When a planet turns retrograde in transit, the matters it signifies are read as turning back for review. Mercury retrograde, which comes a few times a year, is linked with miscommunication, delays in paperwork and travel, and the return of old contacts. Venus retrograde touches relationships and spending, Mars retrograde energy and disputes, Jupiter retrograde beliefs and guidance, and Saturn retrograde duties and long-term plans.\n\nA retrograde transit also makes a planet linger in or re-enter a sign, so its effects on the houses from your Moon last longer. These are themes for attention, not predictions of misfortune; the birth chart and dasha decide how much you notice them.',
        },
        guidance: {
          title: 'Working with retrograde periods',
          body: 'The prefix re- captures the best use of a retrograde period: review, revise, repair, reconnect. Practical habits include:\n\n- During Mercury retrograde, read documents twice and confirm arrangements\n- Finish pending work before starting something entirely new\n- Use Saturn or Jupiter retrograde to reconsider long-term commitments calmly\n\nThere is no need to stop living. Contracts are signed, journeys made and businesses opened during retrograde periods every year. For truly important beginnings a muhurta is chosen from the whole panchang, in which a retrograde planet is only one factor. A natal retrograde planet needs no remedy simply for being retrograde.',
        },
        questions: {
          title: 'Questions about retrograde planets',
          body: 'Is a retrograde planet in my birth chart bad? No. Classical Jyotish treats it as strong. It may work more inwardly or mature later, but it often gives deep and lasting results.\n\nShould I avoid everything during Mercury retrograde? No. It is a good time for care and revision. Double-check details and be patient with delays, and go on with ordinary life.\n\nWhat happens when a planet is retrograde in its exaltation or debilitation sign? Astrologers differ. Some say retrograde motion reverses the dignity, others that it simply strengthens the planet. Most weigh it together with the rest of the chart instead of relying on one rule.',
        },
      },
    },
  },
};
