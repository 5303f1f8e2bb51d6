import type { NakshatraText } from './nakshatra-text.js';

/** The nakshatra page texts in English, Ashwini first: symbol, character, work and relationships. */
export const NAKSHATRA_TEXTS_EN: readonly NakshatraText[] = [
  // Ashwini
  {
    symbol: 'A horse’s head',
    character:
      'Ashwini natives are traditionally described as quick, bright and good-looking, fond of fine clothes and ornaments, and liked wherever they go. Ruled by Ketu and presided over by the Ashwini Kumaras, the swift twin horsemen of the gods, the star gives a love of speed and fresh starts. Impatience is what to watch: they may begin eagerly and leave things unfinished.',
    work: 'Classical texts link Ashwini with skill, cleverness and healing, since the Ashwini Kumaras are the physicians of the gods. Medicine, emergency care, sport, transport and anything that needs a fast response suit them well. They do best where they can act first and refine later.',
    relationships:
      'Ashwini belongs to the deva gana and its yoni is the horse, both of which the ashtakoota weighs in matching. Natives are traditionally warm, loyal and protective with family, and bring energy to a home. A partner who gives them room to move and does not mind their pace brings out their best.',
  },
  // Bharani
  {
    symbol: 'The yoni',
    character:
      'Brihat Samhita describes the Bharani native as determined, truthful, free from illness and skilful in what they do. Under Venus and Yama, the lord of dharma, they feel strongly, hold firm views and carry responsibilities others avoid. Stubbornness, and swinging between indulgence and strict restraint, are what to watch.',
    work: 'Tradition links Bharani with work that handles life’s transitions and matters others find difficult: law, justice, medicine, midwifery and the management of resources. Venus also gives a feel for the arts, fashion and hospitality. Once they accept a task they keep to it, and they are good at finishing what others began.',
    relationships:
      'Bharani belongs to the manushya gana, and its yoni is the elephant. Natives are traditionally passionate and devoted partners who want honesty in return, and they stand by family in hard times. Learning to forgive and let go of old hurts helps their marriage most.',
  },
  // Krittika
  {
    symbol: 'A razor or a flame',
    character:
      'Krittika natives are traditionally described as brilliant, well known and strong-willed, with the clear, cutting mind of Agni, the fire god who presides over the star. Ruled by the Sun, they are proud, frank and protective of what they care about. Sharp words and a quick temper are what to watch, and classical texts also mention a hearty appetite.',
    work: 'Classical texts link Krittika with fire, cutting and purifying: cooking, metalwork, surgery, the armed forces and administration all fit. They make demanding teachers and critics, good at seeing what is wrong and putting it right. Leadership comes naturally to them, especially where discipline and standards matter.',
    relationships:
      'Krittika belongs to the rakshasa gana and its yoni is the sheep, points the ashtakoota weighs in matching. The Krittikas are the six mothers who nursed Kartikeya, and natives are traditionally nurturing and loyal, though they can be possessive and hard to please. A partner who respects their independence and their honesty finds them devoted.',
  },
  // Rohini
  {
    symbol: 'A chariot or an ox-cart',
    character:
      'Brihat Samhita describes Rohini natives as truthful, clean, sweet-spoken, steady in mind and good-looking. The Moon is exalted in this part of Taurus and Rohini was said to be his favourite wife, so the star is linked with charm, beauty and a love of comfort. Attachment to pleasures and possessions, and some jealousy, are what to watch.',
    work: 'Under Brahma the creator, tradition links Rohini with growth and abundance: agriculture, dairy, food, textiles, beauty, the arts and trade in fine goods. They have a gift for making things flourish and for presenting them attractively. Steady, patient effort brings them lasting wealth.',
    relationships:
      'Rohini belongs to the manushya gana, and its yoni is the serpent. Because Krishna was born under Rohini, the star is widely seen in India as loving and devoted to family. Natives give a home warmth and beauty; possessiveness is the one thing a partner may need to handle gently.',
  },
  // Mrigashira
  {
    symbol: 'A deer’s head',
    character:
      'Mrigashira natives are traditionally described as curious, clever and eloquent, always searching like the deer that is the star’s symbol. Soma presides over it and Mars rules it, giving gentleness with a restless, enthusiastic streak. Classical texts also note some timidity and a fickle mind, so they do best when they commit to one path.',
    work: 'Classical texts link Mrigashira with seeking and exploring: travel, writing, teaching, research, and trade in textiles, perfumes or music. Their way with words makes them good with clients and students. Work that keeps them learning holds their interest longest.',
    relationships:
      'Mrigashira belongs to the deva gana, and its yoni is the serpent. In love they are traditionally romantic and attentive, looking for a partner who is also a companion of the mind. Their restlessness can be mistaken for doubt, so steady reassurance on both sides keeps the bond secure.',
  },
  // Ardra
  {
    symbol: 'A teardrop or a diamond',
    character:
      'Ardra is presided over by Rudra, the storm form of Shiva, and ruled by Rahu, so tradition describes its natives as intense, sharp-minded and unafraid of upheaval. Classical texts are blunt about pride and a tendency to be harsh, yet the same storm clears the air: they often grow wiser through difficulty. Checking anger and words spoken in haste is their main task.',
    work: 'Tradition links Ardra with research, analysis and work that breaks things down to rebuild them: science, technology, electronics, medicine, investigation and reform. They handle crises well and think clearly when others panic. Their frankness is an asset in fields that need hard truths told.',
    relationships:
      'Ardra belongs to the manushya gana and its yoni is the dog. Natives are traditionally emotional and feel deeply, though they may not show it easily. A patient partner who can weather their moods and talk things through openly finds them caring and protective.',
  },
  // Punarvasu
  {
    symbol: 'A quiver of arrows',
    character:
      'Punarvasu means “the return of the good”, and its natives are traditionally described as self-controlled, good-natured and content with little. Aditi, the boundless mother of the gods, presides over it and Jupiter rules it, giving faith, generosity and the ability to bounce back after setbacks. Classical texts note they can be slow to act or too easily satisfied, so they should keep their ambitions alive.',
    work: 'Tradition links Punarvasu with teaching, counselling, writing, religion and philosophy, as well as travel and hospitality. Like the arrow that returns to the quiver, they are good at restoring what was lost: reviving a business, renovating, healing. Their honesty earns trust, which brings steady support over time.',
    relationships:
      'Punarvasu belongs to the deva gana, and its yoni is the cat. Natives are traditionally devoted to home and parents, forgiving and easy to live with. Giving each other space and sharing spiritual or family values makes their marriage happy.',
  },
  // Pushya
  {
    symbol: 'A cow’s udder or a flower',
    character:
      'Pushya is counted among the most auspicious nakshatras, and Brihat Samhita describes its natives as calm, learned, wealthy and virtuous. Brihaspati, guru of the gods, presides over it and Saturn rules it, giving a serious, nourishing nature like the cow’s udder of its symbol. They can be too conservative or worry too much; trusting their own judgement helps.',
    work: 'Tradition links Pushya with nourishing and guiding others: teaching, priestly work, counselling, government, food, dairy and charity. Saturn gives patience and a sense of duty, so they often rise slowly but surely. In Indian practice Pushya days are favoured for beginning studies and buying gold, a sign of the star’s name for lasting gains.',
    relationships:
      'Pushya belongs to the deva gana and its yoni is the sheep. Natives are traditionally caring, protective parents and dependable partners who put family first. They may hide their own needs while looking after everyone else, so saying what they feel helps.',
  },
  // Ashlesha
  {
    symbol: 'A coiled serpent',
    character:
      'Ashlesha is presided over by the Nagas, the serpent deities, and ruled by Mercury, and tradition describes its natives as shrewd, perceptive and hard to deceive. Classical texts warn of secretiveness and cunning, but the same sharpness gives insight into people and a strong instinct for survival. Using their persuasive power openly and kindly is what they need to learn.',
    work: 'Tradition links Ashlesha with knowledge of hidden things, and of poisons and their cures: medicine, pharmacy, psychology, research, politics, strategy and occult study. They are persuasive speakers and shrewd negotiators. Work that rewards deep analysis suits them better than routine.',
    relationships:
      'Ashlesha belongs to the rakshasa gana, and its yoni is the cat. Natives are traditionally intensely loyal to the few they trust, though slow to open up. Ashlesha is one of the gandmool stars, for which many families have a shanti puja performed after the birth; tradition treats this as the remedy, and marriage and family matters are judged from the whole chart, not from the star alone.',
  },
  // Magha
  {
    symbol: 'A royal throne',
    character:
      'Magha natives are traditionally described as dignified and energetic, proud of their lineage and devoted to the gods and their ancestors, since the Pitris preside over the star. Brihat Samhita gives them wealth, many servants and a taste for enjoyment, and Ketu, its ruler, adds a link with the past. Pride and a need for recognition are what to watch.',
    work: 'Classical texts link Magha with royalty and authority: government, politics, administration, and heading a family business or an institution. They often carry on a family tradition or the work of their forebears. History, archaeology and ritual also suit their respect for the past.',
    relationships:
      'Magha belongs to the rakshasa gana and its yoni is the rat. Natives value family honour and are traditionally generous, loyal heads of their households, and tradition links the star closely with honouring ancestors through shraddha. In marriage, sharing decisions rather than ruling alone keeps things harmonious.',
  },
  // Purva Phalguni
  {
    symbol: 'The front legs of a bed, or a hammock',
    character:
      'Brihat Samhita describes Purva Phalguni natives as sweet-spoken, generous, good-looking and fond of travel. Bhaga, the god of good fortune and enjoyment, presides over the star and Venus rules it, so rest, pleasure and creativity come naturally to them. Indulgence and laziness are what to watch.',
    work: 'Tradition links Purva Phalguni with the arts, entertainment, music, beauty, design, hospitality and events. The classical texts also speak of service to the king, which today may mean government work or working close to people in power. They do well wherever charm and presentation count.',
    relationships:
      'Purva Phalguni belongs to the manushya gana, and its yoni is the rat. It is a star of love and marriage in tradition, and its natives are affectionate, romantic and generous partners. They need warmth and appreciation in return, and gain from sharing responsibilities as gladly as they share pleasures.',
  },
  // Uttara Phalguni
  {
    symbol: 'The back legs of a bed',
    character:
      'Uttara Phalguni natives are traditionally described as popular, kind and happy, people others can depend on. Aryaman, the god of contracts, friendship and hospitality, presides over the star and the Sun rules it, giving a strong sense of duty and fairness. They may take on too much for others, and need rest as much as responsibility.',
    work: 'Brihat Samhita says they earn through learning, and tradition links the star with teaching, administration, social work, law, finance and public service. They are good organisers and reliable partners in business. Positions of trust suit them, and they often gain help from those in authority.',
    relationships:
      'Uttara Phalguni belongs to the manushya gana and its yoni is the cow. Aryaman is a patron of marriage and the star is counted auspicious for weddings; its natives are loyal, committed partners who keep their promises. They do best with a partner who shares their sense of responsibility and values their steadiness.',
  },
  // Hasta
  {
    symbol: 'An open hand',
    character:
      'Hasta natives are traditionally described as enterprising and resourceful, with skilful hands and a quick, practical mind. Savitr, the sun god who brings things into being, presides over the star and the Moon rules it, giving charm, humour and changeable moods. Classical texts warn of restlessness and taking shortcuts, so honesty in small things keeps them on a sound path.',
    work: 'Tradition links Hasta with skill of the hands: crafts, art, surgery, healing, writing, trade and anything done by hand. They are good at detail and at turning ideas into practical results. Commerce and service work also suit their knack with people.',
    relationships:
      'Hasta belongs to the deva gana, and its yoni is the buffalo. Natives are traditionally helpful, friendly and attentive partners who show love through what they do. Their moods can shift with the Moon, and patience and a calm home bring out their gentle side.',
  },
  // Chitra
  {
    symbol: 'A bright jewel or a pearl',
    character:
      'Brihat Samhita describes Chitra natives as fond of colourful clothes and garlands, with attractive eyes and a graceful form. Vishvakarma, the divine architect, presides over the star and Mars rules it, giving a sense of design, energy and a wish to stand out. Vanity and impatience with other people’s work are what to watch.',
    work: 'Classical texts link Chitra with making beautiful things: architecture, engineering, design, jewellery, fashion, photography and the fine arts. They like to see a plan become something solid and well made. Their high standards make them excellent craftspeople and demanding managers.',
    relationships:
      'Chitra belongs to the rakshasa gana and its yoni is the tiger. Natives are traditionally attractive, lively partners who bring style and energy into a home. They value their independence, so a relationship with mutual respect and room for their own projects works best.',
  },
  // Swati
  {
    symbol: 'A young shoot swaying in the wind',
    character:
      'Swati natives are traditionally described as self-controlled, kind and sweet-spoken, with a strong sense of virtue. Vayu, the wind god, presides over the star and Rahu rules it, giving independence, flexibility and a love of freedom, like the young shoot that bends in the wind without breaking. Indecision and restlessness are what to watch.',
    work: 'Brihat Samhita calls the Swati native a merchant, and tradition links the star with trade, business, finance, diplomacy, law and travel. They adapt well to change and like to build things on their own. Careers that give them freedom to move and decide suit them best.',
    relationships:
      'Swati belongs to the deva gana and its yoni is the buffalo. Natives are traditionally courteous, easy-going partners who dislike conflict. They need a partner who respects their independence, and clear talk helps where they avoid saying what they really want.',
  },
  // Vishakha
  {
    symbol: 'A triumphal arch or a potter’s wheel',
    character:
      'Vishakha is presided over by Indra and Agni together and ruled by Jupiter, and tradition describes its natives as ambitious, brilliant and single-minded about their goals. Classical texts mention envy and a quarrelsome streak, but also skill with words and a drive that achieves what it sets out to do, as the triumphal arch of its symbol suggests. Patience and contentment along the way are what they need to learn.',
    work: 'Tradition links Vishakha with aims that need persistence: politics, law, research, teaching, religion, sales and leading causes. They are persuasive speakers and tireless campaigners. Success often comes after long effort, and then it is well earned.',
    relationships:
      'Vishakha belongs to the rakshasa gana, and its yoni is the tiger. Natives are traditionally passionate, devoted partners, though ambition can draw their attention away from home. Setting aside time for family and curbing jealousy keep their marriage strong.',
  },
  // Anuradha
  {
    symbol: 'A lotus or a staff',
    character:
      'Anuradha natives are traditionally described as friendly, devoted and disciplined, able to keep going through hardship like the lotus that blooms out of mud. Mitra, the god of friendship and alliances, presides over the star and Saturn rules it, giving loyalty and a talent for organising. Brihat Samhita notes a love of travel and difficulty bearing hunger; moodiness and holding back their feelings are what to watch.',
    work: 'Classical texts link Anuradha with living and earning away from home, and with work built on cooperation: management, organisations, diplomacy, research, mining and occult study. They are good at bringing people together for a shared aim. Success often comes abroad or after leaving their birthplace.',
    relationships:
      'Anuradha belongs to the deva gana and its yoni is the deer. Natives are traditionally loyal friends and faithful partners who value lasting bonds. They may show love through deeds more than words, so open conversation helps a partner understand them.',
  },
  // Jyeshtha
  {
    symbol: 'A round talisman or an umbrella',
    character:
      'Jyeshtha means “the eldest”, and its natives are traditionally described as responsible, resourceful and protective, with the authority of Indra, king of the gods, who presides over the star. Mercury rules it, giving a sharp, clever mind. Brihat Samhita says they have few friends and are quick to anger, so tact and sharing their burdens with others help.',
    work: 'Tradition links Jyeshtha with leadership and protection, as its umbrella symbol suggests: administration, the police, the armed forces, management and senior positions. They cope well with pressure and take charge in a crisis. Mercury also suits them to research, strategy and occult study.',
    relationships:
      'Jyeshtha belongs to the rakshasa gana and its yoni is the deer. Natives often take the role of the eldest in the family, looking after relatives even when young. Jyeshtha is a gandmool star, and many families perform a Jyeshtha shanti after the birth as tradition advises; family and marriage matters are judged from the whole chart, not from the star alone.',
  },
  // Mula
  {
    symbol: 'A bunch of roots tied together',
    character:
      'Mula means “root”, and Brihat Samhita describes its natives as proud, gentle, steady and fond of comfort. Nirriti, the goddess of dissolution, presides over it and Ketu rules it, so they look for the root of things and can let go of what no longer serves them. Impulsiveness and going to extremes are what to watch.',
    work: 'Classical texts link Mula with getting to the bottom of things: science, medicine, herbal remedies, philosophy, investigation and spiritual study. They are not afraid to tear down and start afresh. The texts also give them wealth when they apply their energy steadily.',
    relationships:
      'Mula belongs to the rakshasa gana, and its yoni is the dog. Natives are traditionally sincere, straightforward partners who value truth over appearances. Mula is a gandmool star, and families commonly perform a Mula shanti puja when the Moon returns to the star after the birth; tradition treats this as the remedy, and marriage matching is judged from the whole chart, not from the star alone.',
  },
  // Purva Ashadha
  {
    symbol: 'An elephant tusk or a fan',
    character:
      'Purva Ashadha is called the “invincible” star, and its natives are traditionally described as proud, confident and firm in friendship. Apas, the waters, preside over it and Venus rules it, giving charm, persuasiveness and a buoyant spirit that is hard to defeat. Stubbornness and overconfidence are what to watch.',
    work: 'Tradition links Purva Ashadha with persuasion and purification: law, debate, teaching, media, marketing, shipping and work with water. They argue their case well and inspire others. Work that lets them defend a cause they believe in suits them.',
    relationships:
      'Purva Ashadha belongs to the manushya gana and its yoni is the monkey. Brihat Samhita gives them an agreeable spouse, and they are traditionally affectionate partners and steadfast friends. Being willing to give way in an argument makes their home more peaceful.',
  },
  // Uttara Ashadha
  {
    symbol: 'An elephant tusk or the planks of a bed',
    character:
      'Brihat Samhita describes Uttara Ashadha natives as modest, virtuous, grateful and well liked, with many friends. The Vishvedevas, the universal gods, preside over the star and the Sun rules it, giving integrity, patience and a strong sense of right. They can be rigid about principles, and need to allow others their own pace.',
    work: 'Tradition links Uttara Ashadha with leadership that lasts: government, administration, law, the armed forces, teaching and large projects. Their success is slow to come but final, which is why the star is called the “later invincible”. They are trusted because they keep their word.',
    relationships:
      'Uttara Ashadha belongs to the manushya gana, and its yoni is the mongoose. Natives are traditionally faithful, responsible partners who take marriage seriously. Showing warmth as well as a sense of duty makes their family life happier.',
  },
  // Shravana
  {
    symbol: 'An ear, or three footprints',
    character:
      'Shravana means “hearing”, and its natives are traditionally described as learned, prosperous and well known, good listeners who learn from teachers and from tradition. Vishnu presides over the star, and the three footprints of its symbol recall his three strides; the Moon rules it. They can be sensitive to criticism, and need to trust their own inner voice as much as others’ advice.',
    work: 'Tradition links Shravana with learning and communication: teaching, counselling, languages, music, media, telecommunications and travel. They gather knowledge patiently and pass it on well. Work that serves or connects people suits the Vishnu in them.',
    relationships:
      'Shravana belongs to the deva gana and its yoni is the monkey. Brihat Samhita gives them a generous spouse, and they are traditionally devoted, attentive partners who respect their elders. Because they are sensitive, kind words matter a great deal to them at home.',
  },
  // Dhanishta
  {
    symbol: 'A drum (mridanga)',
    character:
      'Dhanishta means “the wealthiest”, and its natives are traditionally described as generous, brave and well off, with a love of music. The eight Vasus, gods of abundance, preside over the star and Mars rules it, giving energy, a sense of rhythm and ambition. Classical texts also mention greed, so they should balance getting with giving.',
    work: 'Tradition links Dhanishta with music, dance, rhythm and performance, and also with property, sport, engineering and teamwork. They thrive in groups and often rise to lead them. Their gift for timing serves them well in business.',
    relationships:
      'Dhanishta belongs to the rakshasa gana and its yoni is the lion. Natives are traditionally generous and sociable, but a busy outward life can leave a partner feeling second. Sharing their time, not only their wealth, keeps their marriage happy.',
  },
  // Shatabhisha
  {
    symbol: 'An empty circle',
    character:
      'Shatabhisha means “a hundred healers”, and its natives are traditionally described as truthful, bold and independent, able to overcome opponents. Varuna, the god of the cosmic waters and of truth, presides over the star and Rahu rules it, giving a private, philosophical and unconventional streak. Classical texts note bluntness and rashness, so tact and a little patience help.',
    work: 'Tradition links Shatabhisha with healing and research: medicine, pharmacy, astronomy, astrology, science, technology and work behind the scenes. They like to solve problems others have given up on. Work that gives them independence suits them better than close supervision.',
    relationships:
      'Shatabhisha belongs to the rakshasa gana, and its yoni is the horse. Natives are traditionally private people who need time alone, and honest partners once they commit. A partner who respects their independence and does not force them to open up brings out their loyalty.',
  },
  // Purva Bhadrapada
  {
    symbol: 'The front of a funeral cot, or a two-faced man',
    character:
      'Purva Bhadrapada is presided over by Aja Ekapada, the one-footed fiery form of Rudra, and ruled by Jupiter, and tradition describes its natives as intense, idealistic and clever, with a strong inner life. Classical texts mention anxiety, careful spending and wealth lost through attachments, and the two faces of its symbol speak of a nature that is worldly and ascetic by turns. Finding the balance between the two is their lesson.',
    work: 'Tradition links Purva Bhadrapada with work driven by conviction: religion, philosophy, astrology, research, reform, social causes and occult study. They are clever speakers and serious thinkers. Jupiter can also bring success in finance and teaching when they are disciplined.',
    relationships:
      'Purva Bhadrapada belongs to the manushya gana and its yoni is the lion. Natives are traditionally passionate and principled, and expect a partner to share their ideals. Softening their judgements and showing their warmth makes family life easier.',
  },
  // Uttara Bhadrapada
  {
    symbol: 'The back legs of a cot, or a serpent in water',
    character:
      'Brihat Samhita describes Uttara Bhadrapada natives as good speakers, happy, virtuous and able to overcome opponents. Ahir Budhnya, the serpent of the deep waters, presides over the star and Saturn rules it, giving depth, calm and self-control. They can be withdrawn or slow to act, and should not let caution turn into inaction.',
    work: 'Tradition links Uttara Bhadrapada with wisdom and patient work: counselling, teaching, research, charity, spiritual work and institutions built to last. They carry responsibility calmly and make good advisers. Their success grows steadily rather than quickly.',
    relationships:
      'Uttara Bhadrapada belongs to the manushya gana, and its yoni is the cow. Brihat Samhita mentions children, and tradition sees natives as affectionate, dependable parents and partners. Their calm helps a family through a crisis, though they should voice their own needs too.',
  },
  // Revati
  {
    symbol: 'A fish or a drum',
    character:
      'Brihat Samhita describes Revati natives as well built, popular, brave, clean and wealthy. Pushan, the god who guards travellers and leads the lost home, presides over the star and Mercury rules it, giving kindness, gentleness and imagination. Their sensitivity, and a readiness to trust that others may take advantage of, are what to watch.',
    work: 'Tradition links Revati with guidance and care: travel, transport, shipping, teaching, counselling, care of animals, the arts and charity. As the last nakshatra, it is good at bringing things to completion. Creative and spiritual work suits their imagination.',
    relationships:
      'Revati belongs to the deva gana and its yoni is the elephant. Natives are traditionally loving, forgiving partners and nurturing parents. They need a partner who guards their trust, and in return they bring gentleness and care into a home.',
  },
];
