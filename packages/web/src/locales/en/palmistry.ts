/** Texts of the palmistry page: the guide's choices, their readings and how to read a palm. */
export const palmistry = {
  lead: 'Choose how each line and mount looks on your palm and read what palmists traditionally see in it. Tap a line or mount on the drawing, or use the buttons beside it.',
  pickPart: 'What do you want to read?',
  groups: {
    lines: 'The four major lines',
    mounts: 'The seven mounts',
    hand: 'The whole hand',
  },
  whereLabel: 'Where to look',
  shapeLegend: 'How does it look on your hand?',
  readingTitle: 'What palmists read in it',
  notChosen: 'Choose the description closest to your hand to read its meaning.',
  drawing: {
    title: 'Drawing of a right palm with its four major lines and seven mounts',
    caption: 'A right palm seen from the front, thumb on the right. Tap a line or a mount.',
    highlighted: 'Highlighted: {{part}}',
  },
  summary: {
    title: 'Your reading',
    empty: 'Nothing chosen yet. Each shape you choose adds its reading here.',
    show: 'Show on the drawing',
    clear: 'Start again',
    copyLink: 'Copy the link to this reading',
  },
  lines: {
    life: {
      name: 'Life line',
      where:
        'Starts between the thumb and the index finger and curves around the base of the thumb towards the wrist. Called Jeevan Rekha in Hasta Rekha.',
      shapes: {
        longDeep: {
          name: 'Long and deep',
          look: 'Clear and unbroken, reaching down near the wrist',
          reading:
            'Palmists read a long, deep life line as strong vitality, steady stamina and a sound constitution. Samudrika Shastra takes a clear Jeevan Rekha as a sign of good health and a settled life, and Western palmists add a real enthusiasm for living.',
        },
        wideCurve: {
          name: 'Curving wide into the palm',
          look: 'Swings far out, leaving a large space around the thumb',
          reading:
            'A life line that sweeps wide around a broad Mount of Venus is read as warmth, generosity and plenty of physical energy. Palmists of both traditions see a person who enjoys company, travel and the good things of life.',
        },
        short: {
          name: 'Short',
          look: 'Ends partway down the palm',
          reading:
            'A short life line does not mean a short life: palmists of every tradition agree on this. It is read as a person who lives intensely and relies on their own drive more than on reserves of stamina. Look at the fate line too, which often carries the story on lower down.',
        },
        broken: {
          name: 'Broken',
          look: 'Has a gap, or one piece overlaps the next',
          reading:
            'Palmists read a break as a turning point, such as a move or a change of work or way of life, not as a misfortune. When the two pieces overlap, tradition says the change comes with support; Samudrika texts advise a steady routine and care of health around such a time.',
        },
        chained: {
          name: 'Chained',
          look: 'Made of small loops or islands, like a chain',
          reading:
            'A chained life line is read as a sensitive constitution whose energy rises and falls, often in youth. Palmists advise regular habits and enough rest, and note that a chain often gives way to a clear line later in life.',
        },
        double: {
          name: 'Double (sister line)',
          look: 'A second, thinner line runs just inside it',
          reading:
            'A sister line, called the line of Mars in the West, is read as a guardian line: extra vitality and the strength to recover quickly. Indian palmists see the support of family or a strong inner resolve standing behind the person.',
        },
      },
    },
    head: {
      name: 'Head line',
      where:
        'Starts near the beginning of the life line and runs across the middle of the palm. Called Mastishka Rekha in Hasta Rekha.',
      shapes: {
        longStraight: {
          name: 'Long and straight',
          look: 'Runs straight across towards the far edge of the palm',
          reading:
            'Palmists read a long, straight head line as a practical, logical and thorough mind that plans ahead. It is often linked with a good memory and with work in science, finance, law or management.',
        },
        sloping: {
          name: 'Sloping towards the Moon',
          look: 'Curves down towards the lower edge on the little-finger side',
          reading:
            'A head line that slopes down towards the Mount of the Moon is read as imagination, creativity and a feeling for art, stories and people. Indian and Western palmists alike connect it with writers, artists and designers.',
        },
        short: {
          name: 'Short',
          look: 'Ends under the middle or the ring finger',
          reading:
            'A short head line is read as a quick, direct mind that prefers action to long theory, not as a lack of intelligence. Palmists say such people decide fast and learn best by doing.',
        },
        forked: {
          name: 'Forked at the end',
          look: 'Splits into two branches at its end',
          reading:
            'This "writer’s fork" is read as the gift of seeing both sides of a question, with practical sense and imagination together. Palmists link it with good communicators, teachers and writers.',
        },
        separated: {
          name: 'Apart from the life line',
          look: 'Starts with a small gap above the life line',
          reading:
            'When the head line starts apart from the life line, palmists read independence and self-confidence from an early age and a readiness to take chances. A wide gap is read as a bold, sometimes impatient, spirit.',
        },
        wavy: {
          name: 'Wavy',
          look: 'Rises and dips along its course',
          reading:
            'A wavy head line is read as a lively, restless mind that thinks of many things at once. Palmists advise finishing one task at a time, and see creativity in the same trait.',
        },
      },
    },
    heart: {
      name: 'Heart line',
      where:
        'Runs across the top of the palm, from under the little finger towards the index finger. Called Hridaya Rekha in Hasta Rekha.',
      shapes: {
        curved: {
          name: 'Curving up to the index finger',
          look: 'Curves upwards and ends on or near the index finger',
          reading:
            'A heart line that curves up to end under Jupiter is read as warm, expressive and idealistic affection. Palmists of both traditions see someone who gives generously in love and friendship and hopes for a devoted partner.',
        },
        straight: {
          name: 'Straight across',
          look: 'Runs almost straight across the palm',
          reading:
            'A straight heart line is read as steady feelings expressed with reason rather than drama. Palmists describe a loyal, thoughtful partner who shows love through deeds.',
        },
        short: {
          name: 'Short',
          look: 'Ends under the middle finger',
          reading:
            'A short heart line is read as reserve: affection shown privately and to a few close people. Palmists say such people are practical in love and value their own space; it says nothing about how long a relationship lasts.',
        },
        forked: {
          name: 'Forked',
          look: 'Divides into two or three branches at its end',
          reading:
            'A forked heart line is read as a balanced heart that weighs feeling with good sense. Indian palmists regard it as an auspicious sign for a harmonious married and family life.',
        },
        chained: {
          name: 'Chained',
          look: 'Made of small loops or islands',
          reading:
            'A chained heart line is read as deep sensitivity and strong emotions that change quickly. Palmists advise patience and open conversation, and see great empathy in the same trait.',
        },
      },
    },
    fate: {
      name: 'Fate line',
      where:
        'Runs up the middle of the palm from near the wrist towards the middle finger. Called Bhagya Rekha in Hasta Rekha; not every hand has one.',
      shapes: {
        fromWrist: {
          name: 'Clear, from the wrist',
          look: 'Rises straight from the wrist to the middle finger',
          reading:
            'A clear fate line from the wrist to the middle finger is read as a sense of purpose and a steady career chosen early. Samudrika Shastra counts a clear Bhagya Rekha among the marks of a settled and fortunate working life.',
        },
        fromLife: {
          name: 'Rising from the life line',
          look: 'Branches out of the life line',
          reading:
            'A fate line rising from the life line is read as success built by one’s own effort, often with the family’s support in the early years. Palmists say the person comes into their own after the point where the two lines part.',
        },
        fromMoon: {
          name: 'Rising from the Mount of the Moon',
          look: 'Starts low on the little-finger side of the palm',
          reading:
            'A fate line starting on the Mount of the Moon is read as a career shaped by other people, the public or travel. Palmists link it with work before an audience, such as teaching, media, public service or trade abroad.',
        },
        late: {
          name: 'Starting in mid-palm',
          look: 'Begins around the head line, not near the wrist',
          reading:
            'A fate line that begins around the head line is read as a calling found later, often in one’s thirties, through thought and experience. Palmists see the later years as the most settled.',
        },
        broken: {
          name: 'Broken or changing',
          look: 'Has breaks, or starts again beside itself',
          reading:
            'Breaks in the fate line are read as changes of direction, such as a new job, field or place, rather than as setbacks. When the new piece starts before the old one ends, palmists say the change was planned and well supported.',
        },
        faint: {
          name: 'Faint or absent',
          look: 'Hard to see, or not there at all',
          reading:
            'Many hands have a faint fate line or none, and palmists do not read this as a lack of luck. It is read as a free spirit who shapes life without a fixed plan, often in varied or independent work.',
        },
      },
    },
  },
  mounts: {
    jupiter: {
      name: 'Mount of Jupiter (Guru)',
      where: 'The pad below the index finger',
      prominent:
        'A full Mount of Jupiter is read as ambition, leadership and self-respect; palmists see a natural teacher or organiser. Indian tradition links Guru with wisdom, dharma and the respect of others.',
      flat: 'A flat Mount of Jupiter is read as modesty and a dislike of the limelight. Palmists say confidence grows by taking on small responsibilities one at a time.',
    },
    saturn: {
      name: 'Mount of Saturn (Shani)',
      where: 'The pad below the middle finger',
      prominent:
        'A prominent Mount of Saturn is read as seriousness, patience and a love of study, research or quiet. Palmists see a responsible person who values duty.',
      flat: 'A flat Mount of Saturn, the most common kind, is read as an easy-going nature that does not dwell on worries. Palmists see a liking for company more than for solitude.',
    },
    sun: {
      name: 'Mount of the Sun (Surya, Apollo)',
      where: 'The pad below the ring finger',
      prominent:
        'A full Mount of the Sun is read as creativity, charm and a wish to be recognised. Palmists link it with the arts, public life and a cheerful temperament.',
      flat: 'A flat Mount of the Sun is read as a person who prefers substance to show and works well behind the scenes. Palmists say appreciation comes through steady work.',
    },
    mercury: {
      name: 'Mount of Mercury (Budh)',
      where: 'The pad below the little finger',
      prominent:
        'A prominent Mount of Mercury is read as quick wit, persuasive speech and a head for business. Palmists connect it with trade, communication, medicine and science.',
      flat: 'A flat Mount of Mercury is read as a quiet person who thinks before speaking. Palmists suggest practice in putting ideas into words.',
    },
    mars: {
      name: 'Mount of Mars (Mangal)',
      where:
        'Two places: just inside the life line above the thumb (lower Mars) and on the outer edge between the heart and head lines (upper Mars)',
      prominent:
        'Well-developed Mars mounts are read as courage, energy and the resolve to stand firm. Palmists add that the same fire asks for patience when angry.',
      flat: 'Flat Mars mounts are read as a gentle, peace-loving nature that avoids quarrels. Palmists say the courage is there and shows when it is truly needed.',
    },
    moon: {
      name: 'Mount of the Moon (Chandra, Luna)',
      where: 'The lower outer edge of the palm, on the little-finger side',
      prominent:
        'A full Mount of the Moon is read as rich imagination, intuition and a love of travel, water and nature. Palmists link it with poets, artists and healers.',
      flat: 'A flat Mount of the Moon is read as a realistic, grounded outlook. Palmists see a person who trusts facts more than fancy.',
    },
    venus: {
      name: 'Mount of Venus (Shukra)',
      where: 'The fleshy base of the thumb, inside the life line',
      prominent:
        'A full Mount of Venus is read as warmth, affection, vitality and a love of music, beauty and family. Indian palmists regard it as a sign of comfort and happy relationships.',
      flat: 'A flat Mount of Venus is read as a reserved, self-disciplined nature that keeps feelings private. Palmists suggest making time for rest, the arts and company.',
    },
  },
  mountStates: {
    prominent: { name: 'Prominent', look: 'Raised, firm and well padded' },
    flat: { name: 'Flat', look: 'Flat, low or hard to feel' },
  },
  hand: {
    name: 'Hand shape',
    where:
      'Compare the length of the palm with its width, and the fingers with the palm. These four shapes come from Western palmistry; Samudrika Shastra also reads the feel and colour of the hand.',
    shapes: {
      earth: {
        name: 'Earth hand',
        look: 'Square palm, short fingers, firm skin',
        reading:
          'Palmists read an earth hand as practical and dependable, fond of working with the hands and close to nature. Such people value routine and keep their word.',
      },
      air: {
        name: 'Air hand',
        look: 'Square palm, long fingers',
        reading:
          'An air hand is read as curiosity, sociability and a love of ideas and conversation. Palmists link it with writers, teachers and communicators.',
      },
      fire: {
        name: 'Fire hand',
        look: 'Long palm, short fingers',
        reading:
          'A fire hand is read as energy, enthusiasm and a quick, confident spirit. Palmists see a natural leader who likes to start new things.',
      },
      water: {
        name: 'Water hand',
        look: 'Long palm, long slender fingers',
        reading:
          'A water hand is read as sensitivity, intuition and a feeling for art and people. Palmists see an understanding and imaginative nature.',
      },
    },
  },
  howTo: {
    title: 'How to read your palm',
    whichHand:
      'Which hand: palmists read your dominant hand (the one you write with) as what you make of your life, and the other hand as what you were born with. Indian custom reads the right hand of men and the left hand of women, but many palmists today read both hands of everyone.',
    light:
      'Light: sit in good, even daylight or under a bright lamp, keep the hand relaxed and slightly cupped, and tilt it to see the fine lines. A clear photo of your palm helps too.',
    order:
      'Order: look at the hand shape first, then the life, head, heart and fate lines, and last press gently on each mount to feel whether it is raised or flat.',
    change:
      'Lines change slowly over the years, so a reading describes tendencies, not a fixed fate.',
    tradition:
      'Palmistry is a traditional art, practised in India as Samudrika Shastra and Hasta Rekha and in the West as chiromancy. Take it as guidance and a prompt for reflection, not as certainty; it is no substitute for medical, financial or legal advice.',
  },
  guide: {
    title: 'The whole guide: every choice and its reading',
    intro:
      'These are all the rules this page follows. Each choice always gives the same reading, taken from the common teaching of Indian and Western palmistry; nothing is random.',
  },
};
