/**
 * The horoscope phrase library in English, the shape the other languages match. Keys:
 * - `moon.<house>.<angle>.<a|b>`: the day's reading from the house the Moon moves through,
 *   counted from the reader's Moon sign (1 = the sign itself), for each angle, in two
 *   variants that alternate day by day;
 * - `<planet>.<house>`: the Sun, Mercury, Venus and Mars for a week or a month, Jupiter,
 *   Saturn, Rahu and Ketu for a year, through that house;
 * - `event.*`, `fact.*`, `sadeSati.*`: sentences that state the sky openly;
 * - `house.<n>`: the ordinal of a house, `color.<planet>`: a planet's colour.
 * Each text is written for its condition: none would fit every sign.
 */
export const HOROSCOPE_TEXTS_EN = {
  // The Moon through the houses, day by day.
  'moon.1.general.a':
    'The Moon is in your own sign: your mind is clear and others notice you, so put yourself forward.',
  'moon.1.general.b':
    'With the Moon over your sign you feel more like yourself; a good day to start something that is yours alone.',
  'moon.1.love.a': 'You come across warmly; say what you feel instead of waiting to be asked.',
  'moon.1.love.b': 'Your mood sets the tone at home and in love today; keep it light and generous.',
  'moon.1.career.a':
    'Take the lead on a task you care about; people follow a confident first step.',
  'moon.1.career.b':
    'A day to present your own work or ideas in person rather than through others.',
  'moon.1.health.a': 'Energy is good; a walk in the morning keeps the mind as fresh as the body.',
  'moon.1.health.b':
    'You may feel everything a little more strongly; regular meals keep you steady.',
  'moon.1.money.a': 'Spend on yourself only where it lasts: a course, a tool, good food.',
  'moon.1.money.b': 'Decisions about money come easily; check the figures once before you sign.',
  'moon.2.general.a':
    'The Moon passes through your house of family and speech: words carry weight today, choose them kindly.',
  'moon.2.general.b':
    'Family and food take the centre of the day; a shared meal mends more than an argument would.',
  'moon.2.love.a': 'Sweet words work better than grand gestures; call someone dear.',
  'moon.2.love.b':
    'An older relative may have an opinion on your private life; listen, then decide yourself.',
  'moon.2.career.a':
    'Speaking, teaching, selling or negotiating go well; prepare what you want to say.',
  'moon.2.career.b':
    'Savings and accounts at work need attention; a small error found today saves trouble later.',
  'moon.2.health.a': 'Watch the throat, teeth and what you eat; simple home food suits you best.',
  'moon.2.health.b': 'Avoid eating late or in a hurry; the stomach follows the mood today.',
  'moon.2.money.a': 'A good day to put something aside or to review the family budget.',
  'moon.2.money.b': 'Money may come through family or a past effort; do not lend it on at once.',
  'moon.3.general.a':
    'The Moon in your third house gives courage: make the call or send the message you have been putting off.',
  'moon.3.general.b':
    'Short trips, letters and neighbours keep you busy; your initiative pays off today.',
  'moon.3.love.a': 'A light, playful message does more than a serious talk.',
  'moon.3.love.b':
    'Brothers, sisters or close friends bring good news or help in a personal matter.',
  'moon.3.career.a': 'Writing, media, sales and anything done with your own hands go well.',
  'moon.3.career.b': 'A bold proposal is well received; back it with one clear example.',
  'moon.3.health.a': 'Good stamina; use it for exercise rather than for rushing around.',
  'moon.3.health.b':
    'Shoulders and arms may feel the strain of a busy day; stretch in the evening.',
  'moon.3.money.a': 'Small gains through your own effort; a side project can start today.',
  'moon.3.money.b': 'Spending on travel or communication is worth it now.',
  'moon.4.general.a':
    'The Moon passes through your fourth house: you want peace at home more than attention outside.',
  'moon.4.general.b':
    'Feelings run deep today; time with your mother or in a familiar place restores you.',
  'moon.4.love.a':
    'Comfort matters more than excitement; a quiet evening together is the best plan.',
  'moon.4.love.b': 'Old feelings may surface; do not judge a relationship by one moody day.',
  'moon.4.career.a': 'Work from a calm place if you can; avoid taking office quarrels home.',
  'moon.4.career.b':
    'Property, vehicles and paperwork at home need a careful look before you commit.',
  'moon.4.health.a': 'Rest is the remedy; the chest and sleep need care.',
  'moon.4.health.b': 'Restlessness can spoil sleep; keep screens away at night.',
  'moon.4.money.a': 'Household expenses come up; pay what is due and postpone the rest.',
  'moon.4.money.b': 'Not the day for a large purchase for the house; compare once more.',
  'moon.5.general.a': 'The Moon lights your fifth house: ideas come easily and your heart is open.',
  'moon.5.general.b': 'Creative work, children and study bring joy today; let yourself enjoy them.',
  'moon.5.love.a': 'Romance is favoured; plan something that makes both of you laugh.',
  'moon.5.love.b': 'A new attraction may begin; let it grow slowly rather than rushing it.',
  'moon.5.career.a': 'Your ideas impress; present a plan rather than only a problem.',
  'moon.5.career.b': 'Study, training and creative tasks go better than routine work.',
  'moon.5.health.a': 'A cheerful day for body and mind; avoid too many sweets.',
  'moon.5.health.b': 'Play, music or time with children is the best rest today.',
  'moon.5.money.a': 'Speculation tempts you; keep to what you can afford to lose.',
  'moon.5.money.b': 'Money spent on learning or on children is well spent now.',
  'moon.6.general.a':
    'The Moon in your sixth house helps you overcome obstacles: clear pending work and old debts.',
  'moon.6.general.b':
    'A practical, productive day; rivals step back when you stay calm and organised.',
  'moon.6.love.a': 'Show love through small services; help with a chore speaks loudly.',
  'moon.6.love.b': 'Do not turn a small disagreement into a contest; you win by letting it go.',
  'moon.6.career.a':
    'Service, health care, law and problem-solving go well; finish what others left.',
  'moon.6.career.b': 'Competition works in your favour; prepare thoroughly and you come out ahead.',
  'moon.6.health.a': 'A good day to begin a diet, a routine or a treatment.',
  'moon.6.health.b': 'Digestion needs care; light food and water through the day.',
  'moon.6.money.a': 'Repay a loan or settle a bill; it lightens the mind.',
  'moon.6.money.b': 'Avoid borrowing today; what you lend may return slowly.',
  'moon.7.general.a':
    'The Moon faces you from your seventh house: others matter today, and partnerships move forward.',
  'moon.7.general.b': 'Meetings and agreements are favoured; you achieve more together than alone.',
  'moon.7.love.a': 'Your partner wants your attention; give it fully and the day is sweet.',
  'moon.7.love.b': 'For singles, an introduction through friends or family looks promising.',
  'moon.7.career.a': 'Partnerships, contracts and client work go well; listen before you propose.',
  'moon.7.career.b': 'A colleague or client brings an opening; meet in person if you can.',
  'moon.7.health.a': 'Good health; share a walk or a meal with someone close.',
  'moon.7.health.b': 'Balance work and company; too many engagements tire you.',
  'moon.7.money.a': 'Joint finances and business deals favour fair terms for both sides.',
  'moon.7.money.b': 'A payment from a partner or client may arrive; keep records clear.',
  'moon.8.general.a':
    'The Moon passes through your eighth house (chandrashtama): keep a low profile and avoid new risks today.',
  'moon.8.general.b':
    'A sensitive day: delays and surprises are likelier, so leave room in your plans.',
  'moon.8.love.a': 'Old secrets or jealousy can surface; speak gently and do not pry.',
  'moon.8.love.b': 'Intense feelings need patience; postpone an important talk by a day.',
  'moon.8.career.a':
    'Do not sign or launch anything big today; research and planning go well instead.',
  'moon.8.career.b':
    'Work behind the scenes; an audit or a close reading finds what others missed.',
  'moon.8.health.a': 'Avoid risky activity and drive carefully; rest early.',
  'moon.8.health.b': 'Tiredness comes easily; do not ignore a small pain.',
  'moon.8.money.a': 'Guard against sudden expenses; postpone investments and loans.',
  'moon.8.money.b': 'Insurance, taxes and inheritance matters need attention, not haste.',
  'moon.9.general.a':
    'The Moon in your ninth house brings luck and good counsel: listen to a teacher or an elder.',
  'moon.9.general.b':
    'A day for faith, learning and long views; a visit to a temple or a long walk clears the mind.',
  'moon.9.love.a': 'Sharing beliefs and plans for the future brings you closer.',
  'moon.9.love.b': 'A trip or an outing together refreshes the relationship.',
  'moon.9.career.a': 'Guidance from a senior opens a door; ask for advice openly.',
  'moon.9.career.b': 'Teaching, law, travel and publishing are favoured.',
  'moon.9.health.a': 'Good recovery and optimism; outdoor time helps.',
  'moon.9.health.b': 'The hips and thighs may need stretching after long sitting.',
  'moon.9.money.a': 'Fortune helps honest dealings; a good day to give to a worthy cause.',
  'moon.9.money.b': 'Money for travel or study is well invested.',
  'moon.10.general.a':
    'The Moon reaches your tenth house: your work is seen, so show what you can do.',
  'moon.10.general.b': 'Duty and reputation come first today; a responsible choice earns respect.',
  'moon.10.love.a': 'Work may take your time; a short, warm message keeps the bond strong.',
  'moon.10.love.b': 'Your partner is proud of your achievements; share the success.',
  'moon.10.career.a': 'An excellent day for meetings with seniors, interviews and decisions.',
  'moon.10.career.b': 'Take charge of a visible task; recognition follows effort today.',
  'moon.10.health.a': 'Energy is steady, but do not skip meals for work.',
  'moon.10.health.b': 'Knees and back need care if you sit long; stand up every hour.',
  'moon.10.money.a': 'Earnings through work are favoured; ask for what your work is worth.',
  'moon.10.money.b': 'A professional expense now brings returns later.',
  'moon.11.general.a':
    'The Moon in your eleventh house brings gains and friends: wishes are within reach.',
  'moon.11.general.b':
    'Social and rewarding: a network, a group or an elder sibling helps you forward.',
  'moon.11.love.a': 'Friends bring you closer to someone special; accept invitations.',
  'moon.11.love.b': 'Happy moments with your partner among friends.',
  'moon.11.career.a': 'Targets are met and efforts pay; ask for support from your network.',
  'moon.11.career.b': 'A group project or a team succeeds; share the credit generously.',
  'moon.11.health.a': 'Good spirits lift your health; a relaxed day.',
  'moon.11.health.b': 'Enjoy company, but keep to your usual sleep.',
  'moon.11.money.a': 'Income and returns are favoured; a good day to receive what is due.',
  'moon.11.money.b': 'Gains through friends or an older sibling are possible.',
  'moon.12.general.a':
    'The Moon passes through your twelfth house: slow down, rest and let go of what is finished.',
  'moon.12.general.b':
    'A quiet, inward day; prayer, meditation or charity suit it better than ambition.',
  'moon.12.love.a': 'Private time together matters more than going out.',
  'moon.12.love.b': 'Distance, or a partner far away, may make you wistful; a call helps.',
  'moon.12.career.a': 'Finish and tidy rather than start; work away from attention goes best.',
  'moon.12.career.b': 'Dealings abroad or with hospitals, charities or institutions are favoured.',
  'moon.12.health.a': 'Sleep and the feet need care; go to bed early.',
  'moon.12.health.b': 'You may feel drained; rest is productive today.',
  'moon.12.money.a': 'Expenses rise; spend on what is necessary or on giving.',
  'moon.12.money.b': 'Avoid lending and impulse buying today.',

  // The faster planets for a week or a month.
  'sun.1': 'The Sun in your sign gives confidence and visibility; lead, but do not dominate.',
  'sun.2':
    'The Sun in your second house puts family and savings in focus; speak with authority but kindly.',
  'sun.3': 'The Sun in your third house gives courage and initiative; bold moves succeed.',
  'sun.4': 'The Sun in your fourth house turns attention to home, property and parents.',
  'sun.5': 'The Sun in your fifth house favours creativity, children and study.',
  'sun.6': 'The Sun in your sixth house helps you beat rivals and clear pending work.',
  'sun.7': 'The Sun in your seventh house highlights partners; avoid ego clashes.',
  'sun.8': 'The Sun in your eighth house asks for caution with health and hidden matters.',
  'sun.9': 'The Sun in your ninth house brings support from father, teachers and fortune.',
  'sun.10': 'The Sun in your tenth house brings recognition and authority at work.',
  'sun.11': 'The Sun in your eleventh house brings gains and the backing of influential people.',
  'sun.12': 'The Sun in your twelfth house raises expenses and calls for rest and reflection.',
  'mercury.1': 'Mercury in your sign sharpens your wit; communicate and learn.',
  'mercury.2': 'Mercury in your second house favours trade, accounts and persuasive speech.',
  'mercury.3': 'Mercury in your third house favours writing, short travel and contacts.',
  'mercury.4': 'Mercury in your fourth house favours study at home and property papers.',
  'mercury.5': 'Mercury in your fifth house favours exams, planning and clever ideas.',
  'mercury.6': 'Mercury in your sixth house helps solve problems and handle disputes logically.',
  'mercury.7': 'Mercury in your seventh house favours contracts and talks with partners.',
  'mercury.8': 'Mercury in your eighth house favours research; read the fine print.',
  'mercury.9': 'Mercury in your ninth house favours higher studies and long-distance contacts.',
  'mercury.10': 'Mercury in your tenth house favours presentations and business decisions.',
  'mercury.11': 'Mercury in your eleventh house brings gains through networks and trade.',
  'mercury.12': 'Mercury in your twelfth house asks you to double-check messages and spending.',
  'venus.1': 'Venus in your sign adds charm; relationships and appearance are favoured.',
  'venus.2': 'Venus in your second house brings pleasant family times and good food.',
  'venus.3': 'Venus in your third house makes your words attractive; art and music please you.',
  'venus.4': 'Venus in your fourth house brings comfort at home and perhaps a new purchase.',
  'venus.5': 'Venus in your fifth house favours romance and creative joy.',
  'venus.6': 'Venus in your sixth house asks for patience in love; avoid indulgence.',
  'venus.7': 'Venus in your seventh house favours marriage, partnership and harmony.',
  'venus.8': 'Venus in your eighth house deepens intimacy; be careful with joint money.',
  'venus.9': 'Venus in your ninth house favours travel together and shared ideals.',
  'venus.10': 'Venus in your tenth house brings grace and goodwill at work.',
  'venus.11': 'Venus in your eleventh house brings friends, gifts and social pleasures.',
  'venus.12': 'Venus in your twelfth house favours private pleasures, rest and charity.',
  'mars.1': 'Mars in your sign gives energy and drive; keep your temper.',
  'mars.2': 'Mars in your second house can make speech sharp; be careful with family and money.',
  'mars.3': 'Mars in your third house gives courage and success through effort.',
  'mars.4': 'Mars in your fourth house can bring friction at home; handle property matters calmly.',
  'mars.5': 'Mars in your fifth house brings passion; avoid risky bets.',
  'mars.6': 'Mars in your sixth house helps you defeat rivals and recover health.',
  'mars.7': 'Mars in your seventh house can heat up relationships; choose patience.',
  'mars.8': 'Mars in your eighth house asks for care with accidents, surgery and quarrels.',
  'mars.9': 'Mars in your ninth house drives you to act on beliefs; respect elders.',
  'mars.10': 'Mars in your tenth house brings drive and achievement at work.',
  'mars.11': 'Mars in your eleventh house brings gains through effort and ambition.',
  'mars.12': 'Mars in your twelfth house raises expenses and tiredness; rest well.',

  // The slow planets for a year.
  'jupiter.1': 'Jupiter in your sign brings wisdom, growth and good health for much of the year.',
  'jupiter.2': 'Jupiter in your second house increases wealth and harmony in the family.',
  'jupiter.3': 'Jupiter in your third house asks for effort; progress comes slowly but surely.',
  'jupiter.4': 'Jupiter in your fourth house brings comfort, property and peace at home.',
  'jupiter.5': 'Jupiter in your fifth house blesses children, study and love.',
  'jupiter.6': 'Jupiter in your sixth house helps against debts and illness, through discipline.',
  'jupiter.7': 'Jupiter in your seventh house favours marriage and partnerships.',
  'jupiter.8':
    'Jupiter in your eighth house brings deep learning but calls for caution with risks.',
  'jupiter.9': 'Jupiter in your ninth house brings great fortune, teachers and pilgrimage.',
  'jupiter.10': 'Jupiter in your tenth house raises your standing; career grows with integrity.',
  'jupiter.11': 'Jupiter in your eleventh house brings gains, friends and fulfilled wishes.',
  'jupiter.12':
    'Jupiter in your twelfth house turns you towards spirituality and giving; watch expenses.',
  'saturn.1': 'Saturn in your sign asks for patience, discipline and care of health.',
  'saturn.2': 'Saturn in your second house asks for careful saving and measured words.',
  'saturn.3': 'Saturn in your third house rewards hard work with steady success.',
  'saturn.4': 'Saturn in your fourth house can weigh on home life; keep peace at home.',
  'saturn.5': 'Saturn in your fifth house asks for patience with children and studies.',
  'saturn.6': 'Saturn in your sixth house helps you defeat rivals and clear debts.',
  'saturn.7': 'Saturn in your seventh house tests partnerships; commitment makes them stronger.',
  'saturn.8': 'Saturn in your eighth house brings delays; avoid risks and keep faith.',
  'saturn.9': 'Saturn in your ninth house asks you to earn your luck through duty.',
  'saturn.10': 'Saturn in your tenth house brings responsibility and slow, lasting career growth.',
  'saturn.11': 'Saturn in your eleventh house brings steady gains from long effort.',
  'saturn.12': 'Saturn in your twelfth house raises expenses; spend wisely and rest.',
  'rahu.1': 'Rahu in your sign brings ambition and restlessness; stay grounded.',
  'rahu.2': 'Rahu in your second house makes money and speech unpredictable; be honest.',
  'rahu.3': 'Rahu in your third house gives bold courage and success with media and travel.',
  'rahu.4': 'Rahu in your fourth house can unsettle home life; avoid hasty moves.',
  'rahu.5': 'Rahu in your fifth house brings unusual ideas; avoid speculation.',
  'rahu.6': 'Rahu in your sixth house helps you overcome opponents and illness.',
  'rahu.7': 'Rahu in your seventh house brings unusual partners; choose with care.',
  'rahu.8': 'Rahu in your eighth house brings sudden changes; keep savings ready.',
  'rahu.9': 'Rahu in your ninth house questions old beliefs; respect your teachers.',
  'rahu.10': 'Rahu in your tenth house brings a strong drive for status; stay ethical.',
  'rahu.11': 'Rahu in your eleventh house brings unexpected gains and new circles.',
  'rahu.12': 'Rahu in your twelfth house brings foreign links and expenses; sleep well.',
  'ketu.1': 'Ketu in your sign brings detachment; care for your health and confidence.',
  'ketu.2': 'Ketu in your second house asks for care with food, speech and savings.',
  'ketu.3': 'Ketu in your third house gives inner courage and spiritual effort.',
  'ketu.4': 'Ketu in your fourth house can bring restlessness at home.',
  'ketu.5': 'Ketu in your fifth house turns the mind to spiritual study.',
  'ketu.6': 'Ketu in your sixth house helps you overcome enemies and illness.',
  'ketu.7': 'Ketu in your seventh house asks for understanding in partnership.',
  'ketu.8': 'Ketu in your eighth house brings interest in the occult; be careful with health.',
  'ketu.9': 'Ketu in your ninth house draws you to pilgrimage and philosophy.',
  'ketu.10': 'Ketu in your tenth house asks for focus at work; avoid sudden changes.',
  'ketu.11': 'Ketu in your eleventh house brings gains from unexpected sources.',
  'ketu.12': 'Ketu in your twelfth house favours meditation, pilgrimage and liberation.',

  // Facts stated openly.
  'fact.moonStays': 'The Moon stays in {{sign}}, your {{house}} house, all day.',
  'fact.moonMoves':
    'The Moon moves through {{sign}}, your {{house}} house, until {{time}}, then into {{nextSign}}, your {{nextHouse}} house.',
  'fact.day': 'The day is {{tithi}}, with the Moon in {{nakshatra}} nakshatra at sunrise.',
  'fact.planetIn': '{{planet}} is in {{sign}}, your {{house}} house.',
  'event.ingress': '{{planet}} enters {{sign}}, your {{house}} house, on {{date}}.',
  'event.retrograde':
    '{{planet}} turns retrograde in {{sign}} on {{date}}: review rather than begin.',
  'event.direct': '{{planet}} turns direct in {{sign}} on {{date}}: delayed matters move again.',
  'event.combust-begin':
    '{{planet}} becomes combust near the Sun on {{date}}: its results are weaker for a while.',
  'event.combust-end': '{{planet}} comes out of combustion on {{date}}.',
  'sadeSati.rising':
    'Sade sati has begun: Saturn is in the sign before yours. Work steadily and keep expenses in check.',
  'sadeSati.peak':
    'Sade sati is at its peak: Saturn is in your Moon sign. Patience, health and discipline matter most.',
  'sadeSati.setting':
    'Sade sati is in its last phase: Saturn is in the sign after yours. Relief comes step by step.',
  'dhaiya.kantaka':
    'Saturn in your fourth house brings the dhaiya (kantaka shani): be patient at home and at work.',
  'dhaiya.ashtama':
    'Saturn in your eighth house brings the dhaiya (ashtama shani): avoid risks and care for health.',
  'note.moonSign':
    'Horoscopes here are read from your Moon sign (rashi), as is the custom in India.',
  'lucky.line': 'Lucky number {{number}}, colour {{color}}, time {{time}}.',

  'house.1': '1st',
  'house.2': '2nd',
  'house.3': '3rd',
  'house.4': '4th',
  'house.5': '5th',
  'house.6': '6th',
  'house.7': '7th',
  'house.8': '8th',
  'house.9': '9th',
  'house.10': '10th',
  'house.11': '11th',
  'house.12': '12th',
  'color.sun': 'orange',
  'color.moon': 'white',
  'color.mars': 'red',
  'color.mercury': 'green',
  'color.jupiter': 'yellow',
  'color.venus': 'pink',
  'color.saturn': 'blue',
  'color.rahu': 'grey',
  'color.ketu': 'brown',
} satisfies Readonly<Record<string, string>>;
