import type { LalKitabTexts } from './lal-kitab-texts-types.js';

/** The Lal Kitab’s debts and remedies as the 1952 edition gives them, in plain English. */
export const LAL_KITAB_TEXTS_EN: LalKitabTexts = {
  rins: {
    pitri: {
      name: 'Pitri rin: the ancestors’ debt',
      meaning:
        'The book traces it to the family’s forefathers: a family deity or a temple near the ancestral home neglected, a peepal tree cut. It weighs on Jupiter: effort brings less than it should and savings slip away.',
      remedy:
        'Collect an equal sum from every blood relative and, on one day, give it all to a temple or spend it on the care of a peepal tree near the ancestral home.',
    },
    swa: {
      name: 'Swa rin: one’s own debt',
      meaning:
        'The debt of one’s own past deeds, said to come from disregarding the family’s customs and faith. It weighs on the Sun: struggles with authority, blame without fault, disputes that go against you.',
      remedy:
        'Collect an equal sum from every member of the family and perform a havan (a fire offering) together on one day.',
    },
    matri: {
      name: 'Matri rin: the mother’s debt',
      meaning:
        'Said to come from a mother neglected or hurt in the family. It weighs on the Moon: money spent without gain, illness and loans that return.',
      remedy:
        'Collect an equal piece of silver from every member of the family and let it all flow into a river on the same day.',
    },
    stri: {
      name: 'Stri rin: the debt to a woman',
      meaning:
        'Said to come from a wife or a woman of the family wronged, or a pregnant animal harmed. It weighs on Venus: quarrels at home and strain in married life.',
      remedy:
        'Feed a hundred cows together on one day, with money collected from every member of the family.',
    },
    sambandhi: {
      name: 'Sambandhi rin: the relatives’ debt',
      meaning:
        'Said to come from harm done to relatives or neighbours, or refusing help to the sick. It weighs on Mars: losses in business, and trouble in return for help given.',
      remedy:
        'Collect money from every member of the family and give it on one day to a doctor or a charitable dispensary for the medicines of those who cannot pay.',
    },
    behen: {
      name: 'Behen rin: the sister’s or daughter’s debt',
      meaning:
        'Said to come from a sister or daughter of the family wronged or sent away unhappy. It weighs on Mercury: setbacks in money and work, and help that fails when needed.',
      remedy:
        'Collect yellow cowrie shells from every member of the family, burn them to ash together and let the ash flow into a river on the same day.',
    },
    nirdayi: {
      name: 'Nirdayi rin: the debt of cruelty',
      meaning:
        'Said to come from cruelty to living beings or property taken by deceit. It weighs on Saturn: sudden losses at home or at work, and rest that does not come.',
      remedy:
        'Feed a hundred labourers on one day (and fish in a river or pond), with money collected from every member of the family.',
    },
    ajanma: {
      name: 'Ajanma rin: the debt to the unborn',
      meaning:
        'Said to come from betraying a relative or harming another family’s prospects. It weighs on Rahu: obstacles and mishaps that come without warning.',
      remedy:
        'Collect one coconut from every member of the family and let them all flow into a river on the same day.',
    },
    ishwariya: {
      name: 'Ishwariya rin: the divine debt',
      meaning:
        'Said to come from breaking others’ trust or harming animals in one’s care. It weighs on Ketu: worries about children and losses in the family.',
      remedy:
        'Feed a hundred dogs on one day, with money collected from every member of the family, and help a widow in need.',
    },
  },
  planetRemedies: {
    sun: 'Offer water to the rising Sun, respect your father and elders, and do not take things from others for free.',
    moon: 'Keep a piece of silver with you, take your mother’s blessings, and do not sell milk or water.',
    mars: 'Give sweets to the needy on Tuesdays and keep good ties with your brothers.',
    mercury:
      'Feed green fodder to cows on Wednesdays and treat your sisters, daughters and aunts with care.',
    jupiter:
      'Wear a tilak of saffron or turmeric, respect teachers and elders, and serve at a temple on Thursdays.',
    venus:
      'Give ghee, curd or camphor at a temple on Fridays, treat your partner with respect and keep yourself clean.',
    saturn:
      'Feed crows, give mustard oil on Saturdays, stay away from alcohol and meat, and help labourers.',
    rahu: 'Keep a solid square of silver with you, float barley in running water and avoid quarrels with in-laws.',
    ketu: 'Feed dogs, keep good ties with your sons and nephews, and give a blanket of two colours to a temple.',
  },
};
