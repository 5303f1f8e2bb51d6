import type { ReportPhrases } from './report-phrases.js';

/** The English phrase library of the premium reports (classical Parashari reading). */
export const REPORT_PHRASES_EN: ReportPhrases = {
  titles: {
    life: 'Life Report',
    yearly: 'Yearly Forecast',
    career: 'Career Report',
    marriage: 'Marriage Report',
    child: 'Children and Progeny Report',
    'super-horoscope': 'Super Horoscope',
  },
  labels: {
    contents: 'Contents',
    preparedOn: 'Prepared on',
    page: 'Page',
    disclaimerHeading: 'A note before you read',
    born: 'Born {{date}} at {{time}}',
    planet: 'Planet',
    sign: 'Sign',
    house: 'House',
    degree: 'Degree',
    nakshatra: 'Nakshatra',
    pada: 'Pada',
    dignity: 'Dignity',
    motion: 'Motion',
    retrograde: 'Retrograde',
    direct: 'Direct',
    combust: 'Combust',
    lord: 'Lord',
    from: 'From',
    to: 'To',
    period: 'Period',
    lagna: 'Lagna (ascendant)',
    moonSign: 'Moon sign (rashi)',
    sunSign: 'Sun sign',
    name: 'Name',
    birthDate: 'Date of birth',
    birthTime: 'Time of birth',
    place: 'Place of birth',
    timeZone: 'Time zone',
    ayanamsa: 'Ayanamsa',
    running: 'Running',
    month: 'Month',
    theme: 'Theme',
    points: 'Points',
    outOf: 'out of',
    yes: 'Yes',
    no: 'No',
    rasiChart: 'Rasi chart (D1)',
    navamsaChart: 'Navamsa chart (D9)',
    dashamsaChart: 'Dashamsa chart (D10)',
    saptamsaChart: 'Saptamsa chart (D7)',
    gives: 'What it gives',
    metal: 'Metal',
    finger: 'Finger',
    day: 'Day to wear it',
    weight: 'Weight',
    substitute: 'Substitute stone',
    mantra: 'Mantra',
  },
  disclaimer:
    'This report is computed from the birth date, time and place you gave, using the sidereal zodiac and the methods of the classical Parashari texts. Jyotish describes tendencies and timings; it does not fix your fate, and your own choices, effort and circumstances shape how any indication unfolds. Please read it as guidance for reflection, not as a substitute for the advice of a doctor, lawyer, financial adviser or other qualified professional, and never stop a treatment or make a major financial decision on the strength of a chart alone.',
  ordinal: ['1st', '2nd', '3rd', '4th', '5th', '6th', '7th', '8th', '9th', '10th', '11th', '12th'],
  planetShort: ['Su', 'Mo', 'Ma', 'Me', 'Ju', 'Ve', 'Sa', 'Ra', 'Ke'],
  dignityNames: {
    exalted: 'exalted',
    moolatrikona: 'moolatrikona',
    own: 'own sign',
    friend: 'friendly sign',
    neutral: 'neutral sign',
    enemy: 'enemy sign',
    debilitated: 'debilitated',
  },

  headings: {
    birthDetails: 'Your birth details',
    rasiChart: 'Your birth chart (Rasi)',
    positions: 'Planetary positions at your birth',
    lagna: 'Your lagna (ascendant)',
    moonSign: 'Your Moon sign (rashi)',
    nakshatra: 'Your birth nakshatra',
    house: '{{n}} house: {{theme}}',
    graha: '{{planet}} in your chart',
    yogas: 'Yogas in your chart',
    mangalDosha: 'Mangal dosha',
    kaalSarpDosha: 'Kaal Sarp dosha',
    pitraDosha: 'Pitra dosha',
    sadeSati: 'Sade Sati of Saturn',
    doshaRemedies: 'Remedies for the doshas',
    dashaOverview: 'Your Vimshottari dasha periods',
    mahadasha: '{{planet}} mahadasha',
    currentDasha: 'The dasha you are running now',
    gemstones: 'Gemstones for your chart',
    luckyNumbers: 'Your lucky numbers',
    luckyColours: 'Your lucky colours and days',
    navamsa: 'Navamsa (D9): marriage and inner strength',
    dashamsa: 'Dashamsa (D10): career and standing',
    atmakaraka: "Your atmakaraka, the soul's significator",
    lagnaLord: 'Your lagna lord',
    retrogradePlanets: 'Retrograde grahas',
    combustPlanets: 'Combust grahas',
    houseLords: 'House lords and where they sit',
    dignities: 'Signs, sign lords and dignities',
    aspects: 'Aspects (graha drishti)',
    nakshatraLords: 'Nakshatras and their lords',
    transitsNow: 'Where the grahas are now',
    mantras: 'Mantras for your grahas',
    lifeArea: {
      career: 'Career and profession',
      wealth: 'Wealth, savings and family',
      marriage: 'Marriage and partnership',
      health: 'Health and daily well-being',
      education: 'Education and learning',
      children: 'Children and progeny',
      siblings: 'Siblings, courage and communication',
      travel: 'Travel, foreign lands and expenses',
      gains: 'Gains, income and friendships',
      spirituality: 'Fortune, dharma and spiritual life',
    },
    yearOverview: 'Your year at a glance',
    yearMonth: '{{month}}',
    jupiterTransit: "Jupiter's transit this year",
    saturnTransit: "Saturn's transit this year",
    nodesTransit: 'Rahu and Ketu this year',
    dashaThisYear: 'Your dasha periods this year',
    careerFields: 'Fields of work suited to you',
    careerTiming: 'Favourable periods for your career',
    spouseNature: 'The nature of your spouse',
    marriageTiming: 'Timing of marriage',
    matching: 'Kundli matching with your partner',
    childrenOutlook: 'The outlook for children',
    childrenTiming: 'Favourable periods for children',
    closing: 'Closing words',
  },

  lagnaNature: [
    "With Aries rising, ruled by Mars, you meet life head-on: quick to act, quick to start and impatient with delay. You have the pioneer's instinct and do your best work when you can lead or strike out on your own. Your directness can read as bluntness, and your energy burns brightest at the beginning of things, so learning to finish what you start is your lifelong craft. Physical activity keeps your fiery temperament balanced and your health strong.",
    'With Taurus rising, ruled by Venus, you are steady, patient and deeply attached to comfort, beauty and security. You build slowly but what you build lasts, whether savings, relationships or skills. Others find you calm and reliable, though once your mind is made up you can be very hard to move. A pleasant voice, a love of good food and an eye for fine things are typical of this lagna.',
    'With Gemini rising, ruled by Mercury, your mind is your main instrument: curious, quick, witty and always collecting information. You talk, write, trade and learn with ease, and you can hold several interests at once. Your restlessness is your gift and your trial, since a scattered attention can leave projects half done. You stay youthful in manner and thrive where variety and conversation are part of the work.',
    'With Cancer rising, ruled by the Moon, you are sensitive, protective and guided by feeling. Home, mother and family sit at the centre of your life, and you instinctively care for those around you. Your moods move like the tides, so your well-being depends much on emotional security and a peaceful home. Your memory is strong and your intuition about people is often right before you can explain why.',
    'With Leo rising, ruled by the Sun, you carry natural dignity and a wish to be seen, respected and to lead. You are generous, warm-hearted and loyal, and you rise to responsibility when others look to you. Pride is the shadow side, and you can be wounded by a lack of recognition more than by hardship itself. Your vitality is strong, and a life with a purpose larger than yourself brings out your royal best.',
    'With Virgo rising, ruled by Mercury, you are observant, practical and precise, with an eye that notices what others overlook. You like to be useful, to improve things and to serve with skill, which makes you excellent at analysis, health work, accounts or craft. Your critical faculty can turn inward as worry, so learning to accept the good-enough is part of your growth. Digestion and nerves are the areas of health to look after with routine.',
    'With Libra rising, ruled by Venus, you seek balance, fairness and harmony in everything from relationships to your surroundings. You are charming, diplomatic and socially graceful, with a natural sense of proportion and beauty. Decisions can come slowly because you weigh every side, and you may keep the peace at your own cost. Partnerships, in marriage and in business, play a central role in your destiny.',
    'With Scorpio rising, ruled by Mars, you are intense, private and penetrating, with great emotional depth and staying power. You see beneath surfaces and are drawn to what is hidden, whether research, psychology, finance or the occult. You trust slowly and feel strongly, and a hurt can be long remembered. Your capacity to transform yourself after a crisis is remarkable, and you often emerge stronger from what would break others.',
    'With Sagittarius rising, ruled by Jupiter, you are optimistic, principled and drawn to the bigger picture. Learning, travel, philosophy and faith attract you, and you often become a guide or teacher to others. You speak frankly and value freedom, which can make routine or narrow settings feel confining. Your good fortune tends to grow with your ethics, and generosity opens doors for you.',
    'With Capricorn rising, ruled by Saturn, you are serious, disciplined and ambitious in a patient, long-term way. You take duty to heart, accept responsibility early and climb steadily rather than quickly. Life may ask more of you in youth, but this lagna classically improves with age, bringing authority and security later. Learning to rest and to show your softer feelings balances your strong sense of purpose.',
    'With Aquarius rising, ruled by Saturn, you are independent, thoughtful and concerned with ideas and with the wider community. You think for yourself, value fairness and are often ahead of your time, drawn to science, technology or social causes. You can appear detached even when you care deeply, and friendships matter more to you than show. Your path often involves serving a group or a cause larger than personal gain.',
    'With Pisces rising, ruled by Jupiter, you are gentle, imaginative and compassionate, with a strong inner life and spiritual sensitivity. You absorb the moods of people around you, which makes you kind and intuitive but also in need of quiet time to recover. Art, music, healing and devotion come naturally to you. Clear boundaries and a practical routine help your dreams take form in the world.',
  ],
  moonSignNature: [
    'Your Moon in Aries gives quick, fiery emotions that flare up and cool down fast. You need independence and action to feel well, and you recover from setbacks with courage.',
    'Your Moon in Taurus, its sign of exaltation, gives a calm, steady and contented mind. You find peace in comfort, nature, good food and loyal relationships, and you hold on to what you love.',
    'Your Moon in Gemini gives a lively, curious mind that needs conversation and variety. You process feelings by talking and thinking them through, though restlessness can keep you from settling.',
    'Your Moon in Cancer, its own sign, gives deep feeling, strong memory and a protective, nurturing heart. Your moods follow your surroundings closely, and a secure home is your anchor.',
    'Your Moon in Leo gives a proud, warm and generous heart that wants to be appreciated. You feel most alive when you can create, lead or be admired, and loyalty means everything to you.',
    'Your Moon in Virgo gives a careful, analytical mind that wants order and usefulness. You show love by helping, though a tendency to worry over details needs a gentle hand.',
    'Your Moon in Libra gives a mind that seeks harmony, fairness and companionship. You feel restless when relationships are out of balance and calm when life is beautiful and peaceful.',
    'Your Moon in Scorpio, its sign of debilitation, gives intense, private emotions that run deep. You feel things fully and can be secretive when hurt, but this placement also gives great resilience and the power to heal through inner work.',
    'Your Moon in Sagittarius gives an optimistic, freedom-loving mind that looks for meaning. Travel, study and faith lift your spirits, and you bounce back through hope.',
    'Your Moon in Capricorn gives a reserved, practical and responsible mind. You keep feelings under control and find security in achievement, but you need to allow yourself warmth and rest.',
    'Your Moon in Aquarius gives a detached, humane and original mind. You care for people in general and for principles, and you need space to think and friends who share your ideals.',
    "Your Moon in Pisces gives a tender, imaginative and devotional mind. You feel others' pain as your own, so quiet, prayer and creative outlets keep your emotions clear.",
  ],
  nakshatraNature: [
    'Ashwini, ruled by Ketu and the divine physicians the Ashwini Kumaras, gives speed, freshness and a healing touch. You like to begin things quickly and help others recover, though patience does not come easily.',
    'Bharani, ruled by Venus and presided over by Yama, gives strong will, endurance and the capacity to carry heavy responsibilities. You feel life intensely and can bear burdens others avoid, learning restraint along the way.',
    'Krittika, ruled by the Sun and presided over by Agni, gives a sharp, purifying and truthful nature. You cut through confusion and protect what you care for, though your words can be as sharp as a blade.',
    'Rohini, ruled by the Moon and presided over by Brahma, gives beauty, charm, fertility of ideas and a love of comfort. You attract people and resources naturally, and you flourish through creativity and growth.',
    'Mrigashira, ruled by Mars and presided over by Soma, gives a searching, curious and gentle nature. You are always seeking something, whether knowledge, beauty or a better way, and you enjoy the journey as much as the goal.',
    'Ardra, ruled by Rahu and presided over by Rudra, gives intellectual sharpness and emotional storms that clear the air. You grow through upheaval, and your honesty about difficult truths can transform those around you.',
    'Punarvasu, ruled by Jupiter and presided over by Aditi, gives renewal, goodness and the ability to return to balance after loss. You are generous, contented with simple things and blessed with recovering what seemed gone.',
    'Pushya, ruled by Saturn and presided over by Brihaspati, is counted the most auspicious nakshatra for nourishment and growth. You are caring, dutiful and protective, and people rely on your steady support.',
    'Ashlesha, ruled by Mercury and presided over by the Nagas, gives penetrating insight, persuasion and a strong instinct for self-protection. You understand hidden motives well, and when used kindly this gift makes you a wise counsellor.',
    'Magha, ruled by Ketu and presided over by the Pitris, the ancestors, gives dignity, respect for tradition and a natural sense of authority. You honour your lineage and are drawn to positions of leadership and ceremony.',
    'Purva Phalguni, ruled by Venus and presided over by Bhaga, gives warmth, sociability and a love of pleasure and the arts. You enjoy life generously and bring joy to relationships and gatherings.',
    'Uttara Phalguni, ruled by the Sun and presided over by Aryaman, gives reliability, kindness and a strong sense of contracts and friendship. You are a dependable partner and patron who keeps your word.',
    'Hasta, ruled by the Moon and presided over by Savitr, gives skilful hands, wit and practical cleverness. You are good at crafts, healing or any work needing dexterity, and you turn ideas into tangible results.',
    'Chitra, ruled by Mars and presided over by Vishvakarma, the divine architect, gives an eye for design, beauty and brilliance. You like to create things that stand out and you care about appearance and form.',
    'Swati, ruled by Rahu and presided over by Vayu, gives independence, flexibility and a talent for trade and diplomacy. Like a young shoot in the wind, you bend without breaking and need freedom to grow.',
    'Vishakha, ruled by Jupiter and presided over by Indra and Agni, gives determination and a single-minded drive towards goals. You achieve much through persistence, though the wish to win needs balancing with contentment.',
    'Anuradha, ruled by Saturn and presided over by Mitra, gives devotion, friendship and success in organisations and foreign places. You build lasting bonds and keep faith through difficulty.',
    'Jyeshtha, ruled by Mercury and presided over by Indra, gives seniority, protectiveness and a strong sense of responsibility. You often become the eldest in spirit, the one others turn to, and you learn to lead without control.',
    'Mula, ruled by Ketu and presided over by Nirriti, gives a drive to reach the root of things. You investigate deeply, let go of what is false and often find a spiritual or research calling.',
    'Purva Ashadha, ruled by Venus and presided over by Apas, the waters, gives invincibility of spirit, persuasion and pride. You inspire others and rarely accept defeat, and your convictions carry you far.',
    'Uttara Ashadha, ruled by the Sun and presided over by the Vishvadevas, gives lasting victory, integrity and leadership built on principle. Your success comes late perhaps, but it endures because it is earned.',
    'Shravana, ruled by the Moon and presided over by Vishnu, gives the gift of listening, learning and connecting people. You absorb knowledge by hearing, and you are respected for your wisdom and good name.',
    'Dhanishta, ruled by Mars and presided over by the Vasus, gives wealth-consciousness, rhythm and a talent for music and group work. You are energetic and generous, and you do well in teams and public life.',
    'Shatabhisha, ruled by Rahu and presided over by Varuna, gives a secretive, scientific and healing nature. You are independent and philosophical, drawn to research, medicine or the mysteries of life.',
    'Purva Bhadrapada, ruled by Jupiter and presided over by Aja Ekapada, gives intensity, idealism and a capacity for austerity. You can burn with a cause, and your inner transformation is profound.',
    'Uttara Bhadrapada, ruled by Saturn and presided over by Ahir Budhnya, gives depth, self-control and calm wisdom. You are patient and kind, and you steady others in turbulent times.',
    'Revati, ruled by Mercury and presided over by Pushan, the nourisher and guide of travellers, gives gentleness, compassion and a protective nature. You care for the lost and the weak, and you end journeys safely, a sign of grace in your life.',
  ],
  padaNote: [
    'Born in its {{n}} pada, the quarter linked with dharma, you express this nakshatra through purpose, initiative and right action.',
    'Born in its {{n}} pada, the quarter linked with artha, you express this nakshatra through practical effort, resources and building something of value.',
    'Born in its {{n}} pada, the quarter linked with kama, you express this nakshatra through relationships, desires and communication with others.',
    'Born in its {{n}} pada, the quarter linked with moksha, you express this nakshatra through feeling, reflection and a search for inner freedom.',
  ],

  houseTheme: [
    'self, body and temperament',
    'wealth, family and speech',
    'courage, siblings and communication',
    'home, mother and inner peace',
    'children, intelligence and past merit',
    'health, service and overcoming obstacles',
    'marriage, partnership and public dealings',
    'longevity, transformation and hidden matters',
    'fortune, father and dharma',
    'career, status and karma',
    'gains, income and aspirations',
    'expenses, foreign lands and liberation',
  ],
  houseMeaning: [
    'The 1st house, the lagna, is you yourself: your body, constitution, appearance, temperament and the way you meet the world. Classical texts call it the most important house, because its strength supports every other part of the chart. A strong lagna gives vitality, self-confidence and the ability to recover from setbacks.',
    'The 2nd house governs accumulated wealth, family, speech, food and early education. It shows how you earn and keep money, how you speak and what values you inherited from your family. It is also counted among the houses of sustenance, so it describes your relationship with savings and security.',
    'The 3rd house governs courage, initiative, younger siblings, communication, writing and short journeys. It shows the effort you are willing to put in and the skill of your hands and voice. Classical texts call it an upachaya house, one that improves with age and effort.',
    'The 4th house governs your mother, home, property, vehicles, emotional security and basic schooling. It describes the peace of your heart, the comforts you enjoy and the roots you grow from. A settled 4th house gives contentment and a sense of belonging wherever you live.',
    'The 5th house governs children, intelligence, creativity, romance, mantras and purva punya, the merit brought from past lives. It shows how you think, learn and create, and the joy that children and creative work bring you. As a trikona (trine) house it is one of the most auspicious in the chart.',
    'The 6th house governs illness, debts, enemies, competition, daily work and service. It shows the obstacles you meet and, more importantly, your ability to overcome them through discipline. Malefic grahas do well here, giving the strength to defeat rivals and to stay with a demanding routine.',
    'The 7th house governs marriage, the spouse, business partnerships, contracts and your dealings with the public. It describes what you seek in a partner and how you relate one to one. It is the house directly opposite you, so it shows what you learn through others.',
    'The 8th house governs longevity, sudden events, inheritance, joint finances, insurance, research and the occult. It is the house of transformation: what ends in order that something deeper can begin. It also rules secrets and hidden knowledge, so it favours investigation, healing and spiritual practice.',
    'The 9th house governs fortune, father, teachers, higher learning, long journeys, religion and dharma. It is the most auspicious trikona, showing the grace that comes without your asking, the blessings of elders and your guiding beliefs. A strong 9th house is said to protect the whole chart.',
    'The 10th house governs career, profession, status, authority and your actions in the world (karma). It shows your reputation, your relationship with those in power and what you are known for. As the strongest kendra (angle), its condition weighs heavily in worldly success.',
    'The 11th house governs gains, income, fulfilment of desires, elder siblings, friends and networks. It shows what comes to you as a result of your efforts and whom you can count on. Almost every graha gives good results here, which is why it is called the house of gains.',
    'The 12th house governs expenses, losses, foreign lands, isolation, sleep, hospitals, charity and moksha (liberation). It shows where your resources flow out and where you let go. Handled consciously, it gives generosity, spiritual depth and success abroad or in secluded places.',
  ],
  lordInHouse: [
    "The lord of this house, {{planet}}, sits in your {{n}} house, the lagna itself, tying this house's matters to your own personality and effort. What it signifies becomes part of who you are, and you are likely to shape these results with your own hands.",
    'The lord of this house, {{planet}}, sits in your {{n}} house of wealth and family, linking these matters to money, speech and your family circle. Earnings and support from family can come through them, and how you speak has a direct bearing on the results.',
    'The lord of this house, {{planet}}, sits in your {{n}} house of effort and courage, so these matters grow through initiative, communication and persistence. Siblings, neighbours, writing or short journeys may play a part, and results improve steadily with age.',
    'The lord of this house, {{planet}}, sits in your {{n}} house of home and mother, connecting these matters to your domestic life, property and peace of mind. Results tend to come quietly, through a settled base and the comfort of home.',
    'The lord of this house, {{planet}}, sits in your {{n}} house, a trikona of intelligence and past merit, which classically blesses these matters. Creativity, study, children or good counsel bring them forward, and you are helped by merit earned long ago.',
    'The lord of this house, {{planet}}, sits in your {{n}} house of obstacles and service, so these matters come through effort, competition and discipline. There may be delays or disputes along the way, but this placement also gives the strength to overcome them and to succeed through service.',
    'The lord of this house, {{planet}}, sits in your {{n}} house of partnership, so these matters unfold through your spouse, business partners and dealings with the public. Others act as the channel for results, and cooperation brings them closer.',
    'The lord of this house, {{planet}}, sits in your {{n}} house of transformation, so these matters can move through sudden turns, hidden channels or long delays. The same placement gives depth, research ability and gains through inheritance or joint resources; patience and steady spiritual practice soften its difficult side.',
    'The lord of this house, {{planet}}, sits in your {{n}} house of fortune, one of the best placements a lord can have. These matters are protected by luck, the blessings of your father and teachers, and your own dharma.',
    'The lord of this house, {{planet}}, sits in your {{n}} house of career, bringing these matters into public view and linking them with your profession and reputation. What this house signifies can become part of your work and your standing in society.',
    'The lord of this house, {{planet}}, sits in your {{n}} house of gains, which classically makes these matters profitable. Wishes connected with them tend to be fulfilled, often with help from friends, elder siblings and wider networks.',
    'The lord of this house, {{planet}}, sits in your {{n}} house of expenses and distant lands, so these matters may involve spending, foreign places or a need to let go. Results can come abroad, through charity or through spiritual life, and the placement teaches generosity rather than possession.',
  ],
  lordDignity: {
    exalted:
      "This lord, {{planet}}, is exalted in {{sign}}, the sign where it is at its strongest, so it can deliver this house's promise generously and with distinction.",
    moolatrikona:
      "This lord, {{planet}}, stands in its moolatrikona in {{sign}}, a position of settled authority, so it delivers this house's results reliably and with purpose.",
    own: "This lord, {{planet}}, is in its own sign {{sign}}, at home and secure, so it protects this house's matters and delivers them with confidence.",
    friend:
      "This lord, {{planet}}, is in {{sign}}, a friend's sign, where it is comfortable and well supported, so this house's matters flow with reasonable ease.",
    neutral:
      'This lord, {{planet}}, is in {{sign}}, a neutral sign, so its results depend largely on the other influences on it: aspects, conjunctions and the running dasha.',
    enemy:
      "This lord, {{planet}}, is in {{sign}}, an enemy's sign, where it works under some strain, so this house's results may need extra effort and come with some friction.",
    debilitated:
      "This lord, {{planet}}, is debilitated in {{sign}}, where its strength is lowest, so this house's matters may come with early struggle; check the yogas section for neecha bhanga, the cancellation of debility, and use this graha's mantra to support it.",
  },
  houseEmpty:
    "No graha occupies this house. That is not a weakness: its results come through its lord, the lord's placement and the aspects the house receives.",
  houseBenefics:
    'With {{planets}} in this house, natural benefic grace reaches its matters, making them smoother, kinder and more protected.',
  houseMalefics:
    'With {{planets}} in this house, natural malefic influence adds drive and toughness to its matters but also friction, so its results are won through effort; in the 3rd, 6th, 10th and 11th houses such grahas are classically a strength.',
  houseMixed:
    'With {{planets}} in this house, benefic and malefic influences mix: its matters bring support and opportunity on one side and effort and tests on the other, the balance shifting with the dasha running.',

  planetNature: [
    'The Sun is the king among the grahas and the karaka of the soul, the father, authority and vitality. Its condition shows your confidence, your relationship with those in power and the strength of your constitution.',
    'The Moon is the queen among the grahas and the karaka of the mind, emotions, the mother and nourishment. Its condition shows your emotional stability, your popularity and how well you rest and recover.',
    'Mars is the commander among the grahas and the karaka of courage, energy, siblings, land and technical skill. Its condition shows your drive, your fighting spirit and how you handle conflict.',
    'Mercury is the prince among the grahas and the karaka of intellect, speech, trade, writing and learning. Its condition shows how you think, communicate and do business.',
    'Jupiter is the guru among the grahas and the karaka of wisdom, children, wealth, teachers and dharma. Its condition shows the grace in your life, your ethics and the protection you receive.',
    'Venus is the teacher of the asuras and the karaka of love, marriage, beauty, comforts, vehicles and the arts. Its condition shows your capacity for pleasure, affection and refinement.',
    'Saturn is the servant among the grahas and the karaka of discipline, longevity, labour, endurance and detachment. Its condition shows where life asks for patience and where steady work brings lasting results.',
    'Rahu, the north node of the Moon, is a shadow graha of desire, ambition, the unconventional and the foreign. Its placement shows where you hunger for experience and can achieve sudden rises, as well as where confusion may arise.',
    'Ketu, the south node of the Moon, is a shadow graha of detachment, intuition, past-life skill and moksha. Its placement shows where you are naturally gifted yet dissatisfied, and where spiritual insight comes.',
  ],
  planetKeywords: [
    'authority, vitality, self-respect and the father',
    'the mind, emotions, nourishment and the mother',
    'energy, courage, drive and property',
    'intellect, speech, trade and learning',
    'wisdom, grace, children and good counsel',
    'love, beauty, comfort and the arts',
    'discipline, patience, hard work and endurance',
    'ambition, novelty, foreign things and restless desire',
    'detachment, insight, past-life skill and spiritual search',
  ],
  planetInHouse: [
    'Placed in your {{n}} house, your {{planet}} brings {{keywords}} into your very personality and body, so these qualities are visible to everyone who meets you.',
    'Placed in your {{n}} house, your {{planet}} brings {{keywords}} into your finances, family life and speech, shaping how you earn, save and express yourself.',
    'Placed in your {{n}} house, your {{planet}} brings {{keywords}} into your courage, communication and relations with siblings, strengthening the effort you make.',
    'Placed in your {{n}} house, your {{planet}} brings {{keywords}} into your home, your bond with your mother and your inner peace.',
    'Placed in your {{n}} house, your {{planet}} brings {{keywords}} into your intelligence, creativity, romance and matters of children.',
    'Placed in your {{n}} house, your {{planet}} brings {{keywords}} into your daily work, your health routines and your dealings with rivals and debts.',
    'Placed in your {{n}} house, your {{planet}} brings {{keywords}} into marriage, partnerships and the way you deal with the public.',
    'Placed in your {{n}} house, your {{planet}} brings {{keywords}} into hidden and transformative matters: research, shared resources, inheritance and inner change.',
    'Placed in your {{n}} house, your {{planet}} brings {{keywords}} into your fortune, beliefs, higher learning and relationship with father and teachers.',
    'Placed in your {{n}} house, your {{planet}} brings {{keywords}} into your career and public standing, where its effects are most visible.',
    'Placed in your {{n}} house, your {{planet}} brings {{keywords}} into your gains, friendships and aspirations, generally a rewarding position.',
    'Placed in your {{n}} house, your {{planet}} brings {{keywords}} into expenses, foreign connections, sleep and spiritual retreat.',
  ],
  planetInElement: [
    'In {{sign}}, a fire sign, your {{planet}} acts with enthusiasm, boldness and a wish to lead, expressing itself directly and quickly.',
    'In {{sign}}, an earth sign, your {{planet}} acts practically and patiently, seeking tangible, lasting results.',
    'In {{sign}}, an air sign, your {{planet}} acts through ideas, conversation and relationships, expressing itself with thought and flexibility.',
    'In {{sign}}, a water sign, your {{planet}} acts through feeling and intuition, expressing itself with sensitivity and depth.',
  ],
  planetDignity: {
    exalted:
      'Your {{planet}} is exalted in {{sign}}, the sign where it gives its finest results, so its significations are strong, pure and well expressed in your life.',
    moolatrikona:
      'Your {{planet}} is in its moolatrikona in {{sign}}, like an officer in its own office, so it acts with authority and dependable strength.',
    own: 'Your {{planet}} is in its own sign, {{sign}}, where it is at home and able to protect its significations with confidence.',
    friend:
      'Your {{planet}} is in {{sign}}, the sign of a friend, where it feels welcome and can work with ease.',
    neutral:
      'Your {{planet}} is in {{sign}}, a neutral sign, neither helped nor hindered, so its results depend on its house, conjunctions and aspects.',
    enemy:
      'Your {{planet}} is in {{sign}}, the sign of an enemy, where it is uneasy, so its significations may come with some friction and need conscious effort.',
    debilitated:
      'Your {{planet}} is debilitated in {{sign}}, where it is at its weakest, so its significations may need more patience; a debilitated graha often gives deep learning through experience, and its mantra helps to strengthen it.',
  },
  combust:
    "Your {{planet}} is combust, within {{degrees}}° of the Sun, so its light is absorbed by the Sun's; its significations may be hidden or dominated by ego and authority, and it works best when you give it conscious time and attention.",
  retrograde:
    'Your {{planet}} is retrograde, appearing to move backwards, which classically gives it added strength but turns its expression inward; its matters may involve revisiting, rethinking and completing unfinished work from the past.',
  nodeAxis: [
    'Your {{planet}}, the north node, sits in your {{n}} house: this is where your hunger for experience lies and where life pushes you towards the new and unfamiliar. Its matters can bring sudden rises and strong ambition, and they ask you to pursue them without obsession.',
    'Your {{planet}}, the south node, sits in your {{n}} house: here you carry skill and familiarity from the past, yet often feel detached or dissatisfied. Its matters come easily but rarely fulfil you, and they turn in time towards spiritual insight.',
  ],

  yogas: {
    intro:
      'A yoga is a particular combination of grahas, houses and signs that the classical texts, such as Brihat Parashara Hora Shastra, Phaladeepika and Saravali, single out for its special results. This report examines fourteen of the best-known classical yogas, and your chart forms {{count}} of them. A yoga gives its fullest results in the dashas and antardashas of the grahas that form it, and its strength depends on their dignity.',
    none: 'None of the major yogas examined in this report is formed in your chart. This is common and is no cause for worry: the strength of your lagna, your house lords and the dasha sequence shape your life far more than any single yoga.',
    byId: {
      'gaja-kesari': {
        name: 'Gaja Kesari Yoga',
        why: 'Formed because Jupiter stands in a kendra (1st, 4th, 7th or 10th) from the Moon; the grahas involved are {{planets}}, placed in the {{houses}} from your lagna.',
        effect:
          'Like the elephant and the lion of its name, this yoga gives dignity, wisdom and lasting reputation. You are respected for your judgement, tend to overcome rivals with grace and are often helped by good counsel and by your own good name.',
      },
      'budha-aditya': {
        name: 'Budha Aditya Yoga',
        why: 'Formed because Mercury and the Sun are together in one sign; the grahas involved are {{planets}}, placed in the {{houses}} from your lagna.',
        effect:
          'This yoga gives intelligence, skill with words and recognition for your mind, particularly in study, administration, writing or business. It is strongest when Mercury is not deeply combust, so cultivate patience in speech to make the most of it.',
      },
      'chandra-mangala': {
        name: 'Chandra Mangala Yoga',
        why: 'Formed because the Moon and Mars are joined; the grahas involved are {{planets}}, placed in the {{houses}} from your lagna.',
        effect:
          'This yoga gives enterprise and the ability to earn through your own initiative, with trade, property and business commonly mentioned. It also gives emotional intensity, so calm discipline turns its energy into steady wealth.',
      },
      ruchaka: {
        name: 'Ruchaka Yoga',
        why: 'One of the five Pancha Mahapurusha yogas, formed because Mars is in its own or exaltation sign in a kendra; here {{planets}} in the {{houses}} from your lagna.',
        effect:
          'Ruchaka gives courage, physical strength, a commanding presence and success in fields that need daring, such as defence, police, sport, engineering or land. You are able to lead under pressure and to protect others.',
      },
      bhadra: {
        name: 'Bhadra Yoga',
        why: 'One of the five Pancha Mahapurusha yogas, formed because Mercury is in its own or exaltation sign in a kendra; here {{planets}} in the {{houses}} from your lagna.',
        effect:
          'Bhadra gives a sharp and eloquent intellect, a youthful nature, skill in commerce and learning, and respect among the educated. Writing, teaching, trade, accounts and communication are natural fields for you.',
      },
      hamsa: {
        name: 'Hamsa Yoga',
        why: 'One of the five Pancha Mahapurusha yogas, formed because Jupiter is in its own or exaltation sign in a kendra; here {{planets}} in the {{houses}} from your lagna.',
        effect:
          'Hamsa, the swan that can separate milk from water, gives discernment, righteousness, learning and the respect of good people. It favours teaching, law, counselling and spiritual life, and it protects you through your ethics.',
      },
      malavya: {
        name: 'Malavya Yoga',
        why: 'One of the five Pancha Mahapurusha yogas, formed because Venus is in its own or exaltation sign in a kendra; here {{planets}} in the {{houses}} from your lagna.',
        effect:
          'Malavya gives charm, refinement, artistic taste, comforts, vehicles and a happy family life. It supports careers in the arts, beauty, hospitality, fashion and luxury goods, and it brings pleasure in married life.',
      },
      sasa: {
        name: 'Sasa Yoga',
        why: 'One of the five Pancha Mahapurusha yogas, formed because Saturn is in its own or exaltation sign in a kendra; here {{planets}} in the {{houses}} from your lagna.',
        effect:
          'Sasa gives authority over many people, organisational ability and success through perseverance, often in administration, politics, law, industry or large institutions. Its rise is gradual but durable, and it grows stronger with age.',
      },
      raj: {
        name: 'Raja Yoga',
        why: 'Formed because the lord of a kendra (an angle, house of action) is linked with the lord of a trikona (a trine, house of fortune); here {{planets}}, placed in the {{houses}} from your lagna.',
        effect:
          'Parashara calls the union of kendra and trikona lords the root of power and status. This yoga raises your standing, brings recognition and positions of responsibility, particularly in the dashas and antardashas of the grahas that form it.',
      },
      dhana: {
        name: 'Dhana Yoga',
        why: 'Formed because the lords of the houses of wealth (the 2nd, 5th, 9th and 11th) are linked with one another; here {{planets}}, placed in the {{houses}} from your lagna.',
        effect:
          'This yoga supports the accumulation of wealth through your intelligence, fortune and income streams. Its results show most clearly in the periods of the grahas that form it, and prudent saving lets them compound.',
      },
      'neecha-bhanga': {
        name: 'Neecha Bhanga Raja Yoga',
        why: 'Formed because the debility of {{planets}} is cancelled by the classical rules, for example by the lord of its sign or exaltation sign standing in a kendra; the houses involved are the {{houses}} from your lagna.',
        effect:
          'A weakness becomes a strength: this yoga often brings early struggle in the matters of the debilitated graha, followed by a notable rise. Many successful people have it, because the effort it demands builds resilience and skill.',
      },
      kemadruma: {
        name: 'Kemadruma Yoga',
        why: 'Formed because no graha other than the Sun and the nodes occupies the 2nd or 12th house from the Moon; here {{planets}}, with the houses involved being the {{houses}} from your lagna.',
        effect:
          "Kemadruma can bring phases of feeling unsupported or of uneven finances, and it teaches self-reliance. It is frequently cancelled by grahas in kendras from the lagna or the Moon, and its remedies are simple: honour your mother, worship Shiva or Parvati on Mondays and chant the Moon's mantra.",
      },
      'vipareeta-raja': {
        name: 'Vipareeta Raja Yoga',
        why: 'Formed because a lord of a dusthana (the 6th, 8th or 12th house) sits in another dusthana; here {{planets}}, in the {{houses}} from your lagna.',
        effect:
          "This 'reversed' raja yoga turns adversity into advantage: difficulties defeat themselves, rivals falter and you rise through crises that unsettle others. Its results often come suddenly, in the periods of the grahas involved.",
      },
      adhi: {
        name: 'Adhi Yoga',
        why: 'Formed because natural benefics stand in the 6th, 7th and 8th houses from the Moon; here {{planets}}, in the {{houses}} from your lagna.',
        effect:
          'Adhi yoga is said to make one a leader, minister or commander, and it gives comfort, good health, long life and victory over opponents. It shows people who rise to respected positions through courtesy and sound judgement.',
      },
    },
  },

  doshas: {
    mangalAbsent:
      'Mars does not occupy the 1st, 2nd, 4th, 7th, 8th or 12th house from your lagna, Moon or Venus in a way that forms Mangal dosha. Your chart is free of it, and no special matching for Mars is needed.',
    mangalCancelled:
      'Mars forms Mangal dosha in your chart, but the dosha is cancelled by classical rules: {{reasons}}. In practice its effect on marriage is considered neutralised, though matching with a partner remains a sensible step.',
    mangalPresent:
      'Mars forms Mangal (Kuja) dosha in your chart (its houses from the lagna, Moon and Venus: {{houses}}). It shows strong energy entering married life: passion and drive, but also impatience and arguments if left unchecked. Matching with a partner who has a similar Mars placement is the classical balance, and the remedies below help to calm Mars.',
    kaalSarpAbsent:
      'Not all seven grahas lie on one side of the Rahu–Ketu axis in your chart, so Kaal Sarp dosha is not formed.',
    kaalSarpPresent:
      'All seven grahas lie strictly between Rahu and Ketu in your chart, forming a full {{type}} Kaal Sarp dosha. This later tradition, not named in the classical Parashari texts, associates it with efforts that feel delayed or blocked until a breakthrough comes, often suddenly. Many accomplished people have this pattern; the remedies below are traditionally used to ease it.',
    kaalSarpPartial:
      "Your chart shows a partial {{type}} Kaal Sarp pattern: most grahas lie between Rahu and Ketu, but at least one graha shares a sign with Rahu or Ketu while lying just outside the axis by degree, which opens a door. Its effect is mild, mainly a sense of intensity around Rahu's and Ketu's houses, and simple devotion to Shiva is enough to balance it.",
    pitraAbsent:
      'Your Sun and 9th house are free of the afflictions that form Pitra dosha. Honouring your parents and ancestors remains a blessing, but no special remedy is needed.',
    pitraPresent:
      'Pitra dosha is indicated in your chart: {{reasons}}. Traditionally it points to unfinished duties towards the ancestors, felt as delays in fortune, in children or in family harmony. Remembering and honouring your forebears, especially in Pitru Paksha, is the classical and gentle remedy.',
    sadeSatiNow:
      "Your Sade Sati, Saturn's seven-and-a-half-year transit over the 12th, 1st and 2nd signs from your Moon, is running now, from {{from}} to {{to}}. Where you stand now: {{phase}}. It is a period of responsibility, hard lessons and maturity rather than misfortune, and what you build honestly in these years lasts.",
    sadeSatiNext:
      'Your next Sade Sati will run from {{from}} to {{to}}. Knowing it in advance lets you plan: lighten debts, build routines and strengthen health before Saturn arrives.',
    sadeSatiPhases: [
      'the rising phase, with Saturn in the 12th from your Moon, which tends to raise expenses, unsettle sleep and bring travel or changes of place',
      'the peak phase, with Saturn over your Moon sign itself, which weighs most on the mind and body and asks for patience, discipline and rest',
      'the setting phase, with Saturn in the 2nd from your Moon, which tests finances, family and speech before the burden lifts',
    ],
    sadeSatiPeriodsIntro:
      'Saturn returns to your Moon sign roughly every 29 years, so Sade Sati comes two or three times in a lifetime. These are its periods in your life:',
    mangalRemedies: [
      'Recite the Hanuman Chalisa on Tuesdays, ideally in the morning after a bath.',
      "Chant the Mars mantra 'Om Kraam Kreem Kraum Sah Bhaumaya Namah' 108 times on Tuesdays.",
      'Donate red lentils (masoor dal), jaggery or red cloth to the needy on Tuesdays.',
      'Keep a simple fast or eat a light sattvic meal on Tuesdays, if your health allows.',
      "Channel Mars's energy through regular exercise, sport or yoga, and practise patience in disagreements with your partner.",
    ],
    kaalSarpRemedies: [
      'Chant the Maha Mrityunjaya mantra 108 times daily, or on Mondays at least.',
      'Offer water or milk to a Shivling on Mondays and on Nag Panchami.',
      "Chant the Rahu mantra 'Om Bhraam Bhreem Bhraum Sah Rahave Namah' on Saturdays.",
      'Perform a Kaal Sarp shanti puja at a temple such as Trimbakeshwar, if your family tradition follows it.',
      'Feed birds and stray animals, and treat cleaners and workers with respect, which pleases Rahu and Ketu.',
    ],
    pitraRemedies: [
      'Perform shraddha and tarpan for your ancestors during Pitru Paksha each year.',
      "Feed the poor, cows or crows on Amavasya, the new-moon day, in your ancestors' memory.",
      'Offer water to a peepal tree on Saturdays and light a lamp of sesame oil beneath it.',
      'Offer water to the rising Sun daily and recite the Aditya Hridayam on Sundays.',
      'Care for your parents and elders, and speak respectfully of those who came before you.',
    ],
    sadeSatiRemedies: [
      "Recite the Hanuman Chalisa on Saturdays; Hanuman is traditionally the protector from Saturn's hardships.",
      "Chant the Saturn mantra 'Om Sham Shanaishcharaya Namah' 108 times on Saturday evenings.",
      'Light a mustard-oil lamp under a peepal tree on Saturday evenings.',
      'Donate black sesame, black urad dal, a blanket or footwear to the needy on Saturdays.',
      'Serve elders, labourers and the disabled, and keep honest, disciplined habits, which Saturn rewards above all.',
    ],
    noRemedies:
      'None of the doshas examined here is active in your chart, so no dosha remedies are needed. The mantras and practices for your grahas later in this report remain good for general well-being.',
  },

  dasha: {
    intro:
      'The Vimshottari dasha system of Parashara divides a life of 120 years into periods (mahadashas) ruled by the nine grahas in a fixed order, each subdivided into antardashas. Your sequence starts from your birth nakshatra, whose lord is {{lord}} (balance at birth: {{balance}} years). The graha ruling a period brings forward the houses it owns and occupies, so the same sky is experienced differently in each dasha.',
    theme: [
      'The Sun mahadasha of 6 years brings authority, recognition and responsibility to the fore, along with matters of the father and government. It rewards leadership and self-confidence, and it asks you to keep pride and health in balance.',
      'The Moon mahadasha of 10 years brings emotions, home, mother, public life and comforts into focus. It favours nurturing, travel over water and popularity, and your peace of mind is its key.',
      'The Mars mahadasha of 7 years brings energy, courage, property, technical work and competition. It is a period of action and achievement, and it asks you to handle anger and accidents with care.',
      'The Mercury mahadasha of 17 years brings learning, communication, trade, writing and networks into focus. It favours business and study, and it rewards adaptability and clear speech.',
      'The Jupiter mahadasha of 16 years brings wisdom, expansion, children, teachers and dharma into focus. It is classically counted among the most fortunate periods, favouring growth, marriage, learning and faith.',
      'The Venus mahadasha of 20 years, the longest, brings love, marriage, comforts, vehicles, the arts and pleasures into focus. It favours relationships and enjoyment, and asks for moderation.',
      'The Saturn mahadasha of 19 years brings discipline, hard work, responsibility and slow but lasting achievement. It tests and then rewards patience, and whatever is built honestly in it endures.',
      'The Rahu mahadasha of 18 years brings ambition, sudden change, foreign connections and unconventional paths. It can raise you quickly in the world, and it asks for clarity so that desire does not become confusion.',
      'The Ketu mahadasha of 7 years brings detachment, introspection and spiritual interest, often with unexpected turns. It loosens attachments and sharpens intuition, making it a powerful time for inner growth.',
    ],
    placement: [
      'The lord of this period, {{planet}}, sits in your {{n}} house, the lagna, so this period centres on you: your health, self-image and personal initiatives come first, and everything this graha signifies reaches you directly.',
      'The lord of this period, {{planet}}, sits in your {{n}} house, so this period turns its matters towards wealth, family and speech; saving, family events and what you say carry weight.',
      'The lord of this period, {{planet}}, sits in your {{n}} house, so this period asks for effort, courage and communication; siblings, short journeys, writing and self-made ventures come forward.',
      'The lord of this period, {{planet}}, sits in your {{n}} house, so this period brings home, mother, property and vehicles into focus, and your peace of mind depends on domestic harmony.',
      'The lord of this period, {{planet}}, sits in your {{n}} house, a trikona, so this period favours intelligence, creativity, children, study and romance, drawing on the merit of past deeds.',
      'The lord of this period, {{planet}}, sits in your {{n}} house, so this period involves work, service, competition and health routines; you can overcome rivals and debts, provided you keep a disciplined life.',
      'The lord of this period, {{planet}}, sits in your {{n}} house, so this period brings marriage, partnerships, contracts and public dealings into focus.',
      'The lord of this period, {{planet}}, sits in your {{n}} house, so this period may bring sudden changes, research, inheritance or inner transformation; caution with health and finances and regular spiritual practice help it pass well.',
      'The lord of this period, {{planet}}, sits in your {{n}} house, the house of fortune, so this period is blessed with luck, higher learning, pilgrimage and the support of father and teachers.',
      'The lord of this period, {{planet}}, sits in your {{n}} house, so this period puts career, status and public action at the centre of your life, with promotions or changes of role likely.',
      'The lord of this period, {{planet}}, sits in your {{n}} house, so this period brings gains, new income, fulfilled wishes and the help of friends and elder siblings.',
      'The lord of this period, {{planet}}, sits in your {{n}} house, so this period involves expenses, foreign travel or residence, and spiritual retreat; spending on good causes turns its energy to advantage.',
    ],
    strength: {
      strong:
        'Because this lord is exalted, in moolatrikona or in its own sign, the period has the strength to deliver its promise fully and visibly.',
      supported:
        "Because this lord is in a friend's sign, the period is well supported and its results come with reasonable ease.",
      mixed:
        "Because this lord is in a neutral or enemy's sign, the period gives mixed results, with gains that need effort and some friction along the way.",
      weak: 'Because this lord is debilitated, the period may bring delays and lessons in its matters; patience, its mantra and charity on its weekday help it give its better side.',
    },
    past: 'This period ran from {{from}} to {{to}} and is now complete; its lessons and results form part of your foundation.',
    current:
      'This period is running now, from {{from}} to {{to}}, and colours the present chapter of your life.',
    future:
      'This period is still to come, from {{from}} to {{to}}; knowing its themes in advance helps you prepare for it.',
    runningNow: 'Now running: {{maha}} mahadasha, {{antar}} antardasha, until {{to}}.',
    antarTableIntro:
      "Each mahadasha is divided into nine antardashas (sub-periods), beginning with the mahadasha lord's own; the antardasha lord adds its own houses and nature to the main theme:",
  },

  remedies: {
    gemIntro:
      'Gemstones strengthen the graha they belong to, so classical practice advises only the stones of the grahas that are friendly to your lagna. For your {{sign}} lagna, the stones below are chosen from your lagna lord, your yogakaraka, the lords of the 5th and 9th houses and the lord of your running mahadasha. Consult an experienced astrologer before wearing one, and buy natural, untreated stones.',
    gemWear:
      "Wear {{stone}} for {{planet}} ({{roles}}). Set it in the metal given below, put it on for the first time on the graha's weekday after washing it in raw milk and Ganga jal, and chant the graha's mantra 108 times as you wear it.",
    gemAvoid: 'Avoid {{stone}} ({{planet}}): {{reason}}',
    gemRoles: {
      lagna_lord: 'lord of your lagna',
      yogakaraka: 'yogakaraka for your lagna',
      ninth_lord: 'lord of your 9th house of fortune',
      fifth_lord: 'lord of your 5th house of intelligence',
      dasha_lord: 'lord of your running mahadasha',
    },
    gemCautions: {
      malefic:
        'This graha is a functional malefic for your lagna, so its stone would strengthen the difficult houses it rules.',
      malefic_dasha:
        "This graha is a functional malefic for your lagna and is running its mahadasha now, so strengthening it further could intensify the period's difficulties.",
      node: 'The stones of Rahu and Ketu are advised only during their own dashas and after careful examination by an experienced astrologer.',
    },
    gemCaution:
      'Gemstones are a traditional remedy, not a cure. If you feel restless or unwell after wearing a new stone, remove it and consult your astrologer, and never use a stone in place of medical care.',
    luckyNumbers:
      'Your moolank (root number, from your birth day) is {{moolank}} and your bhagyank (destiny number, from your full birth date) is {{bhagyank}}. Your favourable numbers are {{numbers}}, linked with {{planet}}; use them when you have a free choice of dates, flat numbers or vehicle numbers.',
    luckyColours:
      'Your favourable colours are {{colours}}, and your favourable days are {{days}}. Wearing these colours and beginning important work on these days is a simple, traditional way to align with your supportive grahas.',
    mantra: [
      "'Om Hraam Hreem Hraum Sah Suryaya Namah', 108 times on Sundays at sunrise, after offering water (arghya) to the rising Sun.",
      "'Om Shraam Shreem Shraum Sah Chandramase Namah', 108 times on Monday evenings, ideally facing the Moon.",
      "'Om Kraam Kreem Kraum Sah Bhaumaya Namah', 108 times on Tuesday mornings.",
      "'Om Braam Breem Braum Sah Budhaya Namah', 108 times on Wednesday mornings.",
      "'Om Graam Greem Graum Sah Gurave Namah', 108 times on Thursday mornings, wearing yellow if you can.",
      "'Om Draam Dreem Draum Sah Shukraya Namah', 108 times on Friday mornings or evenings.",
      "'Om Praam Preem Praum Sah Shanaischaraya Namah', 108 times on Saturday evenings.",
      "'Om Bhraam Bhreem Bhraum Sah Rahave Namah', 108 times on Saturday evenings or at dusk.",
      "'Om Sraam Sreem Sraum Sah Ketave Namah', 108 times on Tuesdays or Thursdays.",
    ],
    mantraIntro:
      'The beej (seed) mantras below are for the grahas that most need support in your chart: the lord of your running mahadasha and any graha that is debilitated or combust. Chant with a clean body and a calm mind, counting on a rudraksha or tulsi mala; regularity matters more than number, and a traditional course is 40 days.',
  },

  vargas: {
    navamsaIntro:
      'The navamsa (D9) divides each sign into nine parts and is the most important divisional chart: it shows marriage, the spouse, your dharma and the true inner strength of each graha. Your navamsa lagna is {{sign}}, which colours the second half of life and your married life.',
    navamsaVenus: {
      strong:
        'Venus, the karaka of marriage, is strong in your navamsa in {{sign}}, a good sign for affection, harmony and comforts in married life.',
      mixed:
        'Venus, the karaka of marriage, is in {{sign}} in your navamsa, giving ordinary strength; married happiness grows with care, shared interests and patience.',
      weak: 'Venus, the karaka of marriage, is weak in your navamsa in {{sign}}, so relationships may need more understanding and effort; Friday worship of Lakshmi and the Venus mantra support it.',
    },
    vargottama:
      'Vargottama in your chart, standing in the same sign in the birth chart and the navamsa: {{planets}}. A vargottama graha is strong and consistent, delivering its promise reliably.',
    noVargottama:
      "No graha is vargottama (in the same sign in the birth chart and navamsa) in your chart, so each graha's navamsa sign adds a new layer to its birth-chart meaning.",
    dashamsaIntro:
      'The dashamsa (D10) divides each sign into ten parts and shows your career in finer detail: your professional achievements, status and the kind of work that fulfils you. Your dashamsa lagna is {{sign}}.',
    dashamsaTenthLord: {
      strong:
        'The lord of your 10th house, {{planet}}, is strong in {{sign}} in the dashamsa, a sign of solid professional achievement and recognition.',
      mixed:
        'The lord of your 10th house, {{planet}}, is in {{sign}} in the dashamsa with middling strength, so your career develops through steady effort and well-chosen moves.',
      weak: 'The lord of your 10th house, {{planet}}, is weak in {{sign}} in the dashamsa, so career progress may need more perseverance; its mantra and work that serves others strengthen it.',
    },
    saptamsaIntro:
      'The saptamsa (D7) divides each sign into seven parts and is read for children and grandchildren, fertility and your creative legacy. Your saptamsa lagna is {{sign}}.',
  },

  misc: {
    atmakaraka: [
      "{{planet}}, your atmakaraka as the graha of highest degree, shows that the soul's wish in this life is for self-realisation through dignity, leadership and integrity; lessons often come through ego and authority.",
      "{{planet}}, your atmakaraka as the graha of highest degree, shows that the soul's wish in this life is to feel, nurture and care for others; lessons often come through emotional attachment.",
      "{{planet}}, your atmakaraka as the graha of highest degree, shows that the soul's wish in this life is to act with courage and protect what is right; lessons often come through conflict and anger.",
      "{{planet}}, your atmakaraka as the graha of highest degree, shows that the soul's wish in this life is to learn, communicate and use the intellect well; lessons often come through words and discrimination.",
      "{{planet}}, your atmakaraka as the graha of highest degree, shows that the soul's wish in this life is for wisdom, teaching and dharma; lessons often come through faith and the guidance of teachers.",
      "{{planet}}, your atmakaraka as the graha of highest degree, shows that the soul's wish in this life is for love, beauty and harmony; lessons often come through relationships and desire.",
      "{{planet}}, your atmakaraka as the graha of highest degree, shows that the soul's wish in this life is for discipline, service and detachment; lessons often come through delay, hardship and patience.",
      "{{planet}}, your atmakaraka as the graha of highest degree, shows that the soul's wish in this life is to explore the unconventional and worldly ambition fully; lessons often come through illusion and excess.",
      "{{planet}}, your atmakaraka, shows that the soul's wish in this life is for liberation and inner insight; lessons often come through loss of attachment.",
    ],
    lagnaLordInHouse: [
      'Your lagna lord {{planet}} sits in the 1st house itself, a strong placement that gives self-reliance, good health and a life directed by your own choices.',
      "Your lagna lord {{planet}} sits in the 2nd house, so your life's direction runs through wealth, family and speech; you are likely to build assets and be valued for your words.",
      "Your lagna lord {{planet}} sits in the 3rd house, so your life's direction is shaped by effort, courage and communication; you make your own way through initiative and skill.",
      "Your lagna lord {{planet}} sits in the 4th house, so your life's direction centres on home, mother, property and inner contentment; happiness comes through a settled base.",
      "Your lagna lord {{planet}} sits in the 5th house, so your life's direction is guided by intelligence, creativity and children; past merit supports you strongly.",
      "Your lagna lord {{planet}} sits in the 6th house, so your life's direction runs through service, competition and problem-solving; you succeed by overcoming obstacles, and health routines need care.",
      "Your lagna lord {{planet}} sits in the 7th house, so your life's direction is shaped by partners and the public; marriage and business partnerships are central to your destiny.",
      "Your lagna lord {{planet}} sits in the 8th house, so your life's direction involves transformation, research and hidden knowledge; you grow through change, and care for health is wise.",
      "Your lagna lord {{planet}} sits in the 9th house, a fortunate placement: your life's direction is guided by dharma, learning and the blessings of father and teachers.",
      "Your lagna lord {{planet}} sits in the 10th house, so your life's direction is defined by career and public achievement; you are known for what you do.",
      "Your lagna lord {{planet}} sits in the 11th house, so your life's direction is towards gains, friendships and fulfilled ambitions; networks support you.",
      "Your lagna lord {{planet}} sits in the 12th house, so your life's direction may lead abroad or inward; spirituality, charity and work in distant or secluded places suit you.",
    ],
    noRetrograde:
      'No graha apart from Rahu and Ketu, which always move backwards, was retrograde at your birth, so each graha expresses its significations in a direct, straightforward way.',
    someRetrograde:
      'Retrograde at your birth: {{planets}}. A retrograde graha is strong but inward-looking: its matters are reconsidered and revisited, often bearing fruit later in life.',
    noCombust:
      'No graha was combust (too close to the Sun) at your birth, so each graha keeps its own light and can deliver its significations independently.',
    someCombust:
      "Combust at your birth: {{planets}}. A combust graha lies so close to the Sun that its light is absorbed by the Sun's, so its significations may be overshadowed by ego or authority; it works best when you give it conscious attention.",
    birthIntro:
      'You were born on a {{weekday}}. The details below are the basis of every calculation in this report, so please check that they are correct.',
    positionsIntro:
      'The table below shows where each graha stood at your birth: its sign, degree, nakshatra, house and dignity. These positions are the raw material of everything that follows.',
    chartIntro:
      'Your rasi chart (D1) is the map of the sky at the moment and place of your birth, with {{sign}} rising as your lagna and therefore your 1st house; the other houses follow sign by sign. Each house is a field of life, and the grahas in it show who acts there.',
    houseLordsIntro:
      'Each house is ruled by the lord of its sign, and where that lord sits carries the house’s matters into another part of life. The table shows each house’s sign, its lord and the house the lord occupies.',
    dignitiesIntro:
      'A graha’s dignity, from exalted through own sign and friendly sign down to debilitated, shows how freely it can give its results. The table lists each graha’s sign, the lord of that sign and the dignity that follows.',
    aspectsIntro:
      'Every graha casts its full drishti (aspect) on the 7th house from itself; Mars also aspects the 4th and 8th, Jupiter the 5th and 9th, and Saturn the 3rd and 10th, while Rahu and Ketu are given Jupiter’s aspects here. An aspected house receives the nature of the graha that looks at it.',
    nakshatraLordsIntro:
      'Each graha stands in a nakshatra whose lord, in the Vimshottari order, quietly colours its results and helps time them in the dashas. The table gives each graha’s nakshatra, pada and nakshatra lord.',
    transitLine: '{{planet}} is transiting {{sign}}, your {{n}} house from the Moon.',
    closing:
      'Your chart is a map of tendencies and timings, not a sentence. Use its strong periods to act, its testing periods to prepare, and its remedies to steady the mind. We wish you health, prosperity and peace on your path.',
  },

  lifeAreas: {
    career: {
      intro:
        'Your career is read mainly from the 10th house, the house of karma and status, supported by the 2nd and 11th houses of earnings and gains and the 6th house of daily work and service.',
      strong:
        'The lord of your 10th house, {{planet}}, is well placed by dignity, promising a career that rises steadily and brings recognition, especially in its dashas.',
      middling:
        'The lord of your 10th house, {{planet}}, has middling strength, so your career grows through consistent effort and good choices rather than sudden leaps.',
      weak: 'The lord of your 10th house, {{planet}}, is weakly placed, so your career may see early delays or changes of direction; perseverance, skill-building and its mantra help it mature, often with better results after the early thirties.',
      benefics:
        'With {{planets}} in your 10th house, grace reaches your work: respect from seniors, ethical dealings and a good reputation.',
      malefics:
        'With {{planets}} in your 10th house, you have drive, authority and the capacity for hard, demanding work, which classically favours ambition, though relations with superiors need tact.',
    },
    wealth: {
      intro:
        "Wealth is read from the 2nd house of savings and family resources and the 11th house of income and gains, with the 5th and 9th showing fortune and the lagna lord's strength showing your capacity to hold on to it.",
      strong:
        'The lord of your 2nd house, {{planet}}, is strong, a good sign for accumulating savings and enjoying family support.',
      middling:
        'The lord of your 2nd house, {{planet}}, has middling strength, so your wealth builds gradually through disciplined saving.',
      weak: 'The lord of your 2nd house, {{planet}}, is weak, so money may come and go more easily than you would like; a budget, steady savings and charity on its weekday steady it.',
      benefics:
        'With {{planets}} in your 2nd house, your family life and speech are blessed and resources flow comfortably.',
      malefics:
        'With {{planets}} in your 2nd house, speech can turn sharp and family finances uneven, so gentle words and careful spending protect your wealth.',
    },
    marriage: {
      intro:
        'Marriage is read from the 7th house, its lord and Venus (the karaka of marriage), together with the navamsa chart, which shows the deeper quality of married life.',
      strong:
        'The lord of your 7th house, {{planet}}, is strong, promising a supportive spouse and a stable partnership.',
      middling:
        'The lord of your 7th house, {{planet}}, has middling strength, so married life is broadly steady, with harmony growing through mutual understanding.',
      weak: 'The lord of your 7th house, {{planet}}, is weak, which may delay marriage or ask for patience and compromise in partnership; careful matching and the remedies for this graha support a happy union.',
      benefics:
        'With {{planets}} in your 7th house, partnership is blessed with affection, good companionship and a spouse of refined nature.',
      malefics:
        'With {{planets}} in your 7th house, partnership has intensity: a strong-willed spouse and some friction, which patience and careful matching turn into a durable bond.',
    },
    health: {
      intro:
        "Health is read from the lagna (your constitution), the 6th house of illness and recovery, and the 8th house of chronic matters and longevity. The guidance here is general and never replaces a doctor's advice.",
      strong:
        'The lord of your 6th house, {{planet}}, is strong, which classically gives good resistance to illness and the ability to overcome health setbacks quickly.',
      middling:
        'The lord of your 6th house, {{planet}}, has middling strength, so good health depends on regular routines of sleep, food and exercise.',
      weak: 'The lord of your 6th house, {{planet}}, is weak, so your body needs steady care and preventive check-ups; a calm routine, yoga and timely medical advice keep you well.',
      benefics:
        'With {{planets}} in your 6th house, you tend to recover well and handle work pressures calmly, though moderation in food is wise.',
      malefics:
        'With {{planets}} in your 6th house, you have strong immunity and fighting spirit, a classically good placement for defeating illness and rivals alike.',
    },
    education: {
      intro:
        'Education is read from the 4th house of formal schooling, the 5th house of intelligence and the 2nd house of early learning, with Mercury and Jupiter as the karakas of learning.',
      strong:
        'The lord of your 4th house, {{planet}}, is strong, supporting good academic results and a mind that absorbs knowledge with ease.',
      middling:
        'The lord of your 4th house, {{planet}}, has middling strength, so learning comes well with discipline and the right environment.',
      weak: 'The lord of your 4th house, {{planet}}, is weak, so studies may face interruptions or a change of stream; practical, hands-on learning and the worship of Saraswati on Thursdays or Basant Panchami help.',
      benefics:
        'With {{planets}} in your 4th house, you enjoy a peaceful place to study and a love of knowledge.',
      malefics:
        'With {{planets}} in your 4th house, concentration can be unsettled at times, so a quiet place to study and a firm routine bring out your ability.',
    },
    children: {
      intro:
        'Children are read from the 5th house, its lord and Jupiter (the putra karaka), with the saptamsa (D7) chart for detail.',
      strong:
        'The lord of your 5th house, {{planet}}, is strong, promising joy through children and a close bond with them.',
      middling:
        'The lord of your 5th house, {{planet}}, has middling strength, so the blessing of children comes in its own time and with care.',
      weak: 'The lord of your 5th house, {{planet}}, is weak, so there may be some delay or concern around children; faith, Santana Gopala worship and timely medical advice are the traditional supports.',
      benefics:
        'With {{planets}} in your 5th house, you are blessed with intelligent, well-mannered children and creative fulfilment.',
      malefics:
        "With {{planets}} in your 5th house, matters of children may be delayed or complicated and the mind restless; patience and Jupiter's blessings balance it.",
    },
    siblings: {
      intro:
        'Siblings, courage and communication are read from the 3rd house (younger siblings and effort) and the 11th house (elder siblings), with Mars as the karaka of siblings.',
      strong:
        'The lord of your 3rd house, {{planet}}, is strong, giving courage, initiative and supportive relations with siblings.',
      middling:
        'The lord of your 3rd house, {{planet}}, has middling strength, so relations with siblings are ordinary and your courage grows with experience.',
      weak: 'The lord of your 3rd house, {{planet}}, is weak, so you may hesitate to push yourself forward or find sibling ties distant at times; small acts of courage and keeping in touch strengthen both.',
      benefics:
        'With {{planets}} in your 3rd house, you enjoy harmonious relations with siblings and a pleasing, persuasive way of communicating.',
      malefics:
        'With {{planets}} in your 3rd house, you have boldness and enterprise, a classically strong placement for courage, though rivalry with siblings is possible.',
    },
    travel: {
      intro:
        'Long journeys and life abroad are read from the 12th house of foreign lands, the 9th house of long journeys and the 3rd of short trips, with Rahu often marking a foreign connection.',
      strong:
        'The lord of your 12th house, {{planet}}, is strong, supporting fruitful travel, foreign connections and expenditure on worthwhile causes.',
      middling:
        'The lord of your 12th house, {{planet}}, has middling strength, so travel comes with purpose and expenses stay manageable with planning.',
      weak: 'The lord of your 12th house, {{planet}}, is weak, so travels may bring unplanned expenses or delays; careful planning and giving to charity channel its energy well.',
      benefics:
        'With {{planets}} in your 12th house, travels tend to be pleasant, sleep restful and spending generous, and spiritual retreat comes naturally.',
      malefics:
        'With {{planets}} in your 12th house, foreign connections and heavy expenses are indicated; disciplined spending and good sleep habits keep this placement positive.',
    },
    gains: {
      intro:
        'Gains, income and friendships are read from the 11th house, the house of fulfilled desires and networks, with Jupiter as the karaka of gains.',
      strong:
        'The lord of your 11th house, {{planet}}, is strong, promising steady income, helpful friends and fulfilment of your ambitions.',
      middling:
        'The lord of your 11th house, {{planet}}, has middling strength, so your gains come steadily through effort and good networking.',
      weak: 'The lord of your 11th house, {{planet}}, is weak, so gains may be irregular and some friendships disappointing; sharing with others and widening your network open the flow.',
      benefics:
        'With {{planets}} in your 11th house, gains come through good people, honest dealings and supportive friends.',
      malefics:
        'With {{planets}} in your 11th house, a classically excellent placement for malefics, you have the ambition and the power to realise large gains.',
    },
    spirituality: {
      intro:
        'Fortune, dharma and spiritual life are read from the 9th house of grace and faith, the 5th of mantra and devotion and the 12th of liberation, with Jupiter and Ketu as their karakas.',
      strong:
        'The lord of your 9th house, {{planet}}, is strong, a great blessing: good fortune, wise teachers and a clear sense of dharma.',
      middling:
        'The lord of your 9th house, {{planet}}, has middling strength, so your fortune grows with ethical conduct and regular practice.',
      weak: 'The lord of your 9th house, {{planet}}, is weak, so fortune may come later or through your own effort rather than luck; serving your father, teachers and elders strengthens it.',
      benefics:
        'With {{planets}} in your 9th house, you are blessed with faith, good fortune and the grace of teachers.',
      malefics:
        'With {{planets}} in your 9th house, you may question tradition or find your own path in faith, and relations with your father need care.',
    },
  },

  yearly: {
    overview:
      'This forecast covers the year from {{from}} to {{to}}. During it you run the {{maha}} mahadasha with the {{antar}} antardasha, which sets its main theme; the transits of the grahas through the houses counted from your Moon sign (gochara) show how that theme unfolds month by month.',
    favourable: [
      'The Sun transits {{sign}}, your {{n}} house from the Moon, a classically favourable position: health, confidence, support from authorities and success over rivals.',
      'The Moon transits {{sign}}, your {{n}} house from the Moon, a favourable position for peace of mind, good company, comfort and pleasant news.',
      'Mars transits {{sign}}, your {{n}} house from the Moon, a favourable position that brings energy, courage, victory over competitors and possible gains from land or property.',
      'Mercury transits {{sign}}, your {{n}} house from the Moon, a favourable position for trade, learning, writing, friendships and clear communication.',
      'Jupiter transits {{sign}}, your {{n}} house from the Moon, a favourable position that brings growth, wealth, good counsel and blessings in family and fortune.',
      'Venus transits {{sign}}, your {{n}} house from the Moon, a favourable position for romance, comforts, the arts, social life and harmony at home.',
      'Saturn transits {{sign}}, your {{n}} house from the Moon, one of its few favourable positions: steady success, victory over rivals and gains through patient work.',
      'Rahu transits {{sign}}, your {{n}} house from the Moon, a favourable position for bold moves, sudden gains, technology and foreign contacts.',
      'Ketu transits {{sign}}, your {{n}} house from the Moon, a favourable position that gives spiritual insight, detachment that frees you and victory over hidden opponents.',
    ],
    testing: [
      'The Sun transits {{sign}}, your {{n}} house from the Moon, a testing position: fatigue, clashes of ego or friction with officials are possible, so keep your temper and rest well.',
      'The Moon transits {{sign}}, your {{n}} house from the Moon, a testing position for moods and minor worries; avoid important decisions on emotional days.',
      'Mars transits {{sign}}, your {{n}} house from the Moon, a testing position that can bring haste, quarrels or minor injuries; drive carefully and let anger cool before you speak.',
      'Mercury transits {{sign}}, your {{n}} house from the Moon, a testing position for paperwork and communication; read documents twice and avoid careless promises.',
      'Jupiter transits {{sign}}, your {{n}} house from the Moon, a less supportive position, so growth is slower and guidance harder to find; keep faith and avoid overextending.',
      'Venus transits {{sign}}, your {{n}} house from the Moon, a testing position for relationships and spending on pleasures; moderation keeps harmony.',
      'Saturn transits {{sign}}, your {{n}} house from the Moon, a testing position of delays and heavier responsibility; patience, discipline and Saturday remedies ease it.',
      'Rahu transits {{sign}}, your {{n}} house from the Moon, a testing position that can bring confusion, restlessness or misleading offers; verify before you trust.',
      'Ketu transits {{sign}}, your {{n}} house from the Moon, a testing position of aimlessness or sudden separations; meditation and simplicity steady you.',
    ],
    houseFocus: [
      'The 1st from your Moon brings your body, mood and personal direction into focus.',
      'The 2nd from your Moon brings money, family and speech into focus.',
      'The 3rd from your Moon brings effort, courage, siblings and short journeys into focus.',
      'The 4th from your Moon brings home, mother, property and peace of mind into focus.',
      'The 5th from your Moon brings children, studies, romance and creative ideas into focus.',
      'The 6th from your Moon brings work, health routines, debts and competition into focus.',
      'The 7th from your Moon brings marriage, partners, contracts and travel into focus.',
      'The 8th from your Moon brings sudden events, shared finances and inner change into focus.',
      'The 9th from your Moon brings fortune, faith, father and long journeys into focus.',
      'The 10th from your Moon brings career, status and responsibilities into focus.',
      'The 11th from your Moon brings income, gains, friends and fulfilled wishes into focus.',
      'The 12th from your Moon brings expenses, foreign travel, sleep and spiritual life into focus.',
    ],
    jupiterInHouse: [
      'Jupiter is now transiting {{sign}}, over your Moon sign itself (janma guru). Classically this is a mixed time: changes of place or role, and a restless mind, but also personal growth and new beginnings; keep your health and weight in check.',
      'Jupiter is now transiting {{sign}}, the 2nd house from your Moon, a favourable position for income, savings, family happiness and respected speech; marriage or a new family member is possible.',
      'Jupiter is now transiting {{sign}}, the 3rd house from your Moon, a less supportive position: efforts need more persistence, and changes of job or residence may come; short journeys and courage help.',
      "Jupiter is now transiting {{sign}}, the 4th house from your Moon, so domestic matters, property or your mother's needs take attention; peace at home needs nurturing.",
      'Jupiter is now transiting {{sign}}, the 5th house from your Moon, one of its best positions: children, studies, creativity and romance flourish, and good advice and favour from seniors come easily.',
      'Jupiter is now transiting {{sign}}, the 6th house from your Moon, a testing position: workload, competition or health matters demand care; avoid new loans and keep to a healthy routine.',
      'Jupiter is now transiting {{sign}}, the 7th house from your Moon, a favourable position for marriage, partnerships, contracts and pleasant travel.',
      'Jupiter is now transiting {{sign}}, the 8th house from your Moon, a testing position that may bring obstacles, fatigue or unexpected expenses; it favours research, inner study and caution in finance.',
      'Jupiter is now transiting {{sign}}, the 9th house from your Moon, a highly favourable position for fortune, pilgrimage, higher learning, promotion and the blessings of father and teachers.',
      'Jupiter is now transiting {{sign}}, the 10th house from your Moon, bringing changes and heavier responsibility at work; hold your position with humility and avoid hasty career moves.',
      'Jupiter is now transiting {{sign}}, the 11th house from your Moon, its most rewarding position: gains, fulfilment of wishes, help from friends and elder siblings, and recognition.',
      'Jupiter is now transiting {{sign}}, the 12th house from your Moon, bringing expenses, travel or a move abroad and a turn towards spiritual life; spend on good causes and rest well.',
    ],
    saturnInHouse: [
      'Saturn is now transiting {{sign}}, over your Moon sign, the peak of Sade Sati: a time of responsibility, tiredness and hard lessons that builds lasting maturity; protect your health and rest properly.',
      'Saturn is now transiting {{sign}}, the 2nd house from your Moon, the setting phase of Sade Sati: finances and family ask for careful handling, and speech should be gentle.',
      'Saturn is now transiting {{sign}}, the 3rd house from your Moon, one of its best positions: courage, steady progress and success through persistent effort.',
      'Saturn is now transiting {{sign}}, the 4th house from your Moon (ardhashtama, a dhaiya): home, property or your mother may need attention, and peace of mind takes conscious effort.',
      'Saturn is now transiting {{sign}}, the 5th house from your Moon: studies, children and speculation need caution and patience, and investments should be conservative.',
      'Saturn is now transiting {{sign}}, the 6th house from your Moon, a classically favourable position: victory over rivals, recovery of health and success in service and competition.',
      'Saturn is now transiting {{sign}}, the 7th house from your Moon: partnerships and marriage ask for patience, travels may be tiring, and contracts should be read carefully.',
      'Saturn is now transiting {{sign}}, the 8th house from your Moon (ashtama Shani, a dhaiya): a period of delays and inner pressure; care with health, debts and risk-taking, with Saturday remedies, eases it.',
      'Saturn is now transiting {{sign}}, the 9th house from your Moon: fortune may feel slower and your father or teachers may need care, but disciplined study and faith pay off.',
      'Saturn is now transiting {{sign}}, the 10th house from your Moon: a heavy workload and serious responsibilities in career; honest, steady work brings lasting recognition.',
      'Saturn is now transiting {{sign}}, the 11th house from your Moon, a highly favourable position: gains through hard work, new sources of income and long-term goals fulfilled.',
      'Saturn is now transiting {{sign}}, the 12th house from your Moon, the rising phase of Sade Sati: expenses, disturbed sleep or distant travel are possible; plan finances and build routines now.',
    ],
    rahuInHouse: [
      'Rahu transits your Moon sign, with Ketu in the 7th from it: restlessness and confusion about direction are possible, and partnerships need patience; meditation and clear goals help.',
      'Rahu transits the 2nd house from your Moon, with Ketu in the 8th: guard your speech and finances, and be wary of quick-money schemes.',
      'Rahu transits the 3rd house from your Moon, with Ketu in the 9th, a favourable position: bold initiatives, media, technology and short journeys bring success.',
      'Rahu transits the 4th house from your Moon, with Ketu in the 10th: domestic unrest or changes of residence are possible, and career direction may feel unclear for a while.',
      "Rahu transits the 5th house from your Moon, with Ketu in the 11th: avoid speculation and take care with children's matters, though unusual ideas and research flourish.",
      'Rahu transits the 6th house from your Moon, with Ketu in the 12th, a favourable position: victory over rivals, success in competition and relief from old problems.',
      'Rahu transits the 7th house from your Moon, with Ketu over the Moon: partnerships and marriage need clarity and honesty, and foreign contacts can be significant.',
      'Rahu transits the 8th house from your Moon, with Ketu in the 2nd: sudden events and hidden matters come up; caution with health, finances and secrets is wise.',
      'Rahu transits the 9th house from your Moon, with Ketu in the 3rd: unusual beliefs or long journeys attract you, and relations with father or teachers need care.',
      'Rahu transits the 10th house from your Moon, with Ketu in the 4th: strong career ambition and possible sudden rises, balanced by a need to protect home life.',
      'Rahu transits the 11th house from your Moon, with Ketu in the 5th, a favourable position: gains, influential friends and fulfilment of ambitions, especially through networks and technology.',
      'Rahu transits the 12th house from your Moon, with Ketu in the 6th: foreign travel, expenses and disturbed sleep are possible; spiritual practice and careful spending keep balance.',
    ],
    dashaChange:
      'The {{antar}} antardasha begins on {{from}}, shifting the emphasis of the year towards the houses and nature of that graha.',
    noDashaChange:
      'No new antardasha begins in this year, so its dasha theme stays constant and the transits alone shape the changes from month to month.',
    monthGood:
      'Most transits favour you this month: a good time to start important work, make applications, travel and meet people who matter.',
    monthMixed:
      'The transits are mixed this month: pursue what is already in motion, choose your battles and keep a reserve of time and money for the unexpected.',
    monthHard:
      'Several transits test you this month: go slowly, avoid big risks and confrontations, look after your health and lean on routine and your mantra.',
  },

  career: {
    fieldsBySign: [
      'With Aries on your 10th house, fields of initiative and action suit you: defence, police, engineering, surgery, sport, metals and starting your own enterprise.',
      'With Taurus on your 10th house, fields of value and beauty suit you: banking, finance, agriculture, food, jewellery, luxury goods, music and hospitality.',
      'With Gemini on your 10th house, fields of communication suit you: media, writing, journalism, IT, sales, marketing, teaching and telecommunications.',
      'With Cancer on your 10th house, fields of care and nourishment suit you: nursing, hospitality, food, dairy, real estate, shipping, public welfare and human resources.',
      'With Leo on your 10th house, fields of authority suit you: government, administration, politics, senior management, medicine and the performing arts.',
      'With Virgo on your 10th house, fields of precision and service suit you: accountancy, audit, data analysis, healthcare, pharmacy, editing and the civil services.',
      'With Libra on your 10th house, fields of balance and beauty suit you: law, diplomacy, design, fashion, cosmetics, trading, counselling and the arts.',
      'With Scorpio on your 10th house, fields of depth and investigation suit you: research, surgery, insurance, taxation, mining, psychology, intelligence work and the occult sciences.',
      'With Sagittarius on your 10th house, fields of knowledge and guidance suit you: teaching, law, religion, publishing, higher education, consultancy and travel.',
      'With Capricorn on your 10th house, fields of structure suit you: administration, government service, construction, engineering, manufacturing, mining and large organisations.',
      'With Aquarius on your 10th house, fields of science and society suit you: technology, research, electronics, aviation, social work, NGOs and networks.',
      'With Pisces on your 10th house, fields of compassion and imagination suit you: healing, medicine, spirituality, film, music, marine work, charity and import-export.',
    ],
    fieldsByPlanet: [
      "The Sun's influence on your 10th house points to government, administration, politics, medicine and leadership roles.",
      "The Moon's influence on your 10th house points to public-facing work, hospitality, nursing, food, dairy, travel and shipping.",
      "Mars's influence on your 10th house points to the armed forces, police, engineering, surgery, sport, real estate and technical trades.",
      "Mercury's influence on your 10th house points to commerce, accountancy, writing, media, IT, teaching and communication.",
      "Jupiter's influence on your 10th house points to teaching, law, finance, counselling, religious work and advisory roles.",
      "Venus's influence on your 10th house points to the arts, fashion, beauty, entertainment, design, luxury goods and hospitality.",
      "Saturn's influence on your 10th house points to industry, construction, mining, administration, law, labour and long-term institutional work.",
      "Rahu's influence on your 10th house points to technology, foreign companies, aviation, media, politics and unconventional fields.",
      "Ketu's influence on your 10th house points to research, spirituality, alternative healing, coding, mathematics and technical precision work.",
    ],
    timing:
      'The periods most favourable for career growth, promotion or a successful change of job in your chart are: {{periods}}. Use them to apply, negotiate and take on responsibility.',
    noTiming:
      'No dasha period of the coming years joins the lords of your 10th house and Saturn strongly; career progress will come through steady effort rather than one marked turning point, so build skills and reputation patiently.',
  },

  marriage: {
    spouseBySign: [
      'With Aries on your 7th house, your spouse is likely to be energetic, direct and independent, someone who takes the lead and brings enthusiasm to the partnership.',
      'With Taurus on your 7th house, your spouse is likely to be steady, affectionate and fond of comfort, loyal and grounded with a good sense of money and beauty.',
      'With Gemini on your 7th house, your spouse is likely to be witty, talkative and youthful, with many interests and a love of conversation.',
      'With Cancer on your 7th house, your spouse is likely to be caring, emotional and family-minded, devoted to home and to you.',
      'With Leo on your 7th house, your spouse is likely to be proud, generous and dignified, with a strong personality and a wish to be respected.',
      'With Virgo on your 7th house, your spouse is likely to be practical, intelligent and helpful, attentive to detail and health.',
      'With Libra on your 7th house, your spouse is likely to be charming, refined and fair-minded, with artistic taste and social grace.',
      'With Scorpio on your 7th house, your spouse is likely to be intense, private and deeply loyal, with strong feelings and a protective nature.',
      'With Sagittarius on your 7th house, your spouse is likely to be principled, optimistic and learned, fond of travel, philosophy or faith.',
      'With Capricorn on your 7th house, your spouse is likely to be responsible, mature and hard-working, perhaps older in years or in outlook.',
      'With Aquarius on your 7th house, your spouse is likely to be independent, humane and unconventional, someone who is also a friend.',
      'With Pisces on your 7th house, your spouse is likely to be gentle, compassionate and imaginative, with a spiritual or artistic side.',
    ],
    darakaraka: [
      '{{planet}} as your darakaraka, the graha of lowest degree, suggests a spouse with dignity and self-respect, perhaps from a respected family or with a position of authority.',
      '{{planet}} as your darakaraka, the graha of lowest degree, suggests a caring, sensitive spouse who values family and emotional closeness.',
      '{{planet}} as your darakaraka, the graha of lowest degree, suggests an energetic, courageous spouse, practical and quick to act.',
      '{{planet}} as your darakaraka, the graha of lowest degree, suggests an intelligent, communicative and youthful spouse, perhaps in business or education.',
      '{{planet}} as your darakaraka, the graha of lowest degree, suggests a wise, ethical and generous spouse who brings good fortune.',
      '{{planet}} as your darakaraka, the graha of lowest degree, suggests an attractive, affectionate and artistic spouse who loves comfort.',
      '{{planet}} as your darakaraka, the graha of lowest degree, suggests a serious, dependable and hard-working spouse, the bond deepening with time.',
      '{{planet}} as your darakaraka suggests a spouse of unusual background, perhaps from another culture or region, and a relationship that breaks convention.',
      '{{planet}} as your darakaraka suggests a spiritually minded, somewhat detached spouse and a relationship with a deep karmic quality.',
    ],
    timing:
      "The periods in which marriage is most strongly indicated in your chart, from the dashas of the 7th lord, Venus and the grahas linked with the 7th house together with Jupiter's transit, are: {{periods}}.",
    noTiming:
      'No period within the span examined stands out strongly for marriage. This does not deny marriage; it suggests it may come outside this span or through grahas whose influence is subtler, and a personal consultation can refine the timing.',
    matchingIntro:
      'Your chart was matched with the chart of {{partner}} using the classical Ashtakoota (guna milan) method of eight kootas, which scores the compatibility of the two Moon signs and nakshatras. The total is {{points}} out of 36.',
    matchingExcellent:
      'This is an excellent match: the temperaments, health and family prospects of the two charts agree well, and the union is classically considered very favourable.',
    matchingGood:
      'This is a good match, above the traditional minimum of 18: the charts agree in most respects, and the kootas that score low point to areas for mutual understanding.',
    matchingLow:
      'This score is below the traditional minimum of 18, so some important kootas disagree. It is not a verdict on your relationship; an experienced astrologer should examine both charts fully, including Mangal dosha and the 7th houses, before a decision.',
    matchingNoPartner:
      "No partner's birth details were given, so kundli matching is not included. When you have them, matching the two charts (guna milan and Mangal dosha) is the traditional next step.",
  },

  child: {
    jupiterStrong:
      'Jupiter, the putra karaka (significator of children), is strong in {{sign}} in your chart, a fine blessing for children, their well-being and your joy in them.',
    jupiterMiddling:
      'Jupiter, the putra karaka (significator of children), has middling strength in {{sign}} in your chart, so the blessing of children comes in its own time, helped by faith and care.',
    jupiterWeak:
      'Jupiter, the putra karaka (significator of children), is weak in {{sign}} in your chart, so there may be delays or concerns about children; Thursday worship, the Jupiter mantra, respect for teachers and timely medical advice are the traditional supports.',
    timing:
      "The periods most favourable for the birth of a child in your chart, from the dashas of the 5th lord, Jupiter and the grahas linked with the 5th house together with Jupiter's transit, are: {{periods}}.",
    noTiming:
      'No period within the span examined stands out strongly for children. This does not deny the blessing; it may come outside this span, and a personal consultation along with medical advice can guide you.',
  },
};
