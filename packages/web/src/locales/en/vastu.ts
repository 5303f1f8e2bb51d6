/** Texts of the Vastu page: the room-by-direction checker, its rules and its advice. */
export const vastu = {
  lead: 'Check where each room of your home lies by Vastu Shastra: pick a room and its direction from the centre of the home, on the compass or in the lists, and read the verdict, the reason and simple advice.',
  findDirections:
    'To find directions, stand at the centre of the home with a compass (a phone’s compass works) and note where each room lies from there. Directions are true compass directions, not where the road is.',
  form: {
    title: 'Check a room',
    room: 'Room',
    direction: 'Direction from the centre of the home',
  },
  compass: {
    title: 'Compass of the home, coloured for: {{room}}',
    hint: 'Tap a direction on the compass, or choose it in the list.',
    north: 'N',
    east: 'E',
    south: 'S',
    west: 'W',
  },
  verdicts: {
    ideal: 'Ideal',
    good: 'Acceptable',
    avoid: 'Best avoided',
  },
  result: {
    why: 'Why',
    deity: 'Ruling deity',
    element: 'Element',
    planet: 'Planet',
    noPlanet: 'None: the centre is Brahma’s place',
    advice: 'Advice',
    remedy: 'Simple remedy',
    add: 'Add to my home list',
    added: 'In your home list',
  },
  home: {
    title: 'Check my home',
    intro:
      'Add each room of your home with its direction to see all the verdicts at once. The list is kept in the page’s link, so you can bookmark or share it.',
    add: 'Add room',
    remove: 'Remove: {{room}}, {{direction}}',
    empty: 'No rooms yet. Pick a room and a direction above or here, then add it.',
    summary: 'Ideal: {{ideal}} · Acceptable: {{good}} · Best avoided: {{avoid}}',
    copyLink: 'Copy the link to this list',
    clear: 'Clear the list',
    full: 'The list is full; remove a room to add another.',
  },
  rules: {
    title: 'How the checker decides',
    intro:
      'Each direction is ruled by a deity of the Vastu Purusha Mandala, one of the five elements and a planet; a room suits the directions whose nature matches its use. These are the rules this page follows, from the common teaching of Vastu Shastra. Rooms not listed for a direction are best avoided there.',
    direction: 'Direction',
    ruler: 'Deity · element · planet',
    ideal: 'Ideal for',
    good: 'Acceptable for',
    none: '—',
    principles:
      'In short: keep the north-east light, open and clean; give the south-east to fire; keep the south-west heavy and closed; let the north-west hold what comes and goes; and leave the centre open.',
  },
  disclaimer:
    'Vastu Shastra is a traditional science of space and direction. Read its verdicts as guidance: they never replace sound construction, ventilation and safety, and no remedy here asks you to buy anything.',
  directions: {
    north: {
      name: 'North',
      nature:
        'Kubera’s direction of wealth and opportunity, ruled by water. Kept light and open, with doors, windows and water.',
    },
    northEast: {
      name: 'North-east',
      nature:
        'Ishana, the most sacred corner, where water and the morning light meet. Kept the lightest, cleanest and most open part of the home.',
    },
    east: {
      name: 'East',
      nature:
        'Indra’s direction of the rising Sun, bringing light, air and health. Good for openings, living spaces and study.',
    },
    southEast: {
      name: 'South-east',
      nature:
        'Agni’s corner of fire and energy. The place for the kitchen and electrical equipment, not for water.',
    },
    south: {
      name: 'South',
      nature:
        'Yama’s direction, strong and steady under Mars. Suits heavy walls, bedrooms and stores more than entrances.',
    },
    southWest: {
      name: 'South-west',
      nature:
        'Nirriti’s corner of earth, the heaviest and most stable part of the home. For the head of the family, heavy storage and tanks above ground; no pits or openings.',
    },
    west: {
      name: 'West',
      nature:
        'Varuna’s direction under Saturn, of steadiness and results. Suits dining, children’s rooms, study and stairs.',
    },
    northWest: {
      name: 'North-west',
      nature:
        'Vayu’s corner of air and movement under the Moon. Suits guests, vehicles and things that come and go.',
    },
    centre: {
      name: 'Centre (Brahmasthan)',
      nature:
        'Brahma’s place, the open heart of the home ruled by space. Kept open, light and free of walls, weight, water and waste.',
    },
  },
  deities: {
    kubera: 'Kubera',
    ishana: 'Ishana (Shiva)',
    indra: 'Indra',
    agni: 'Agni',
    yama: 'Yama',
    nirriti: 'Nirriti',
    varuna: 'Varuna',
    vayu: 'Vayu',
    brahma: 'Brahma',
  },
  elements: {
    water: 'Water (jal)',
    air: 'Air (vayu)',
    fire: 'Fire (agni)',
    earth: 'Earth (prithvi)',
    space: 'Space (akash)',
  },
  rooms: {
    entrance: 'Main entrance',
    kitchen: 'Kitchen',
    masterBedroom: 'Master bedroom',
    childrenBedroom: 'Children’s bedroom',
    guestBedroom: 'Guest bedroom',
    livingRoom: 'Living room',
    pooja: 'Pooja room',
    toilet: 'Bathroom / toilet',
    study: 'Study',
    staircase: 'Staircase',
    dining: 'Dining area',
    storeRoom: 'Store room',
    undergroundWater: 'Water tank or borewell (underground)',
    overheadTank: 'Overhead water tank',
    parking: 'Garage / parking',
  },
  advice: {
    entrance: {
      ideal:
        'An entrance here welcomes light and opportunity, as Vastu teaches. Keep the doorway well lit, clean and free of clutter, with a door that opens inwards.',
      good: 'An acceptable entrance. Keep it bright and uncluttered, and make it the most welcoming door of the home.',
      avoid:
        'Vastu texts do not favour a main entrance here. If it cannot be moved, keep it especially clean and well lit and use another door in the north or east for daily use where possible.',
      southWest:
        'The south-west is the one direction Vastu most asks to keep closed, since it should hold the home’s weight and stability. An entrance here is the most important one to correct.',
    },
    kitchen: {
      ideal:
        'The kitchen belongs in Agni’s corner of fire. Place the stove so that the cook faces east, and keep the sink and the stove apart.',
      good: 'An acceptable place for the kitchen. Within it, keep the stove in its south-east corner and cook facing east.',
      avoid:
        'Vastu does not favour the kitchen here, where fire meets an element it does not suit. The remedy below keeps the effect small.',
      northWest:
        'The north-west is the accepted second place for the kitchen. Put the stove in the south-east corner of the room and cook facing east.',
      northEast:
        'The north-east is the corner of water and worship, and fire there is the kitchen placement Vastu most warns against.',
    },
    masterBedroom: {
      ideal:
        'The south-west gives the head of the family stability and authority, as Vastu teaches. Sleep with your head to the south or east.',
      good: 'An acceptable place for the main bedroom. Put the bed in the south-west part of the room and sleep with your head to the south or east.',
      avoid:
        'Vastu does not favour the master bedroom here. Move it to the south-west if you can; if not, follow the remedy below.',
    },
    childrenBedroom: {
      ideal:
        'The west suits children’s rooms, for steady sleep and study. Let them study facing east or north.',
      good: 'An acceptable room for children. Keep the study table facing east or north and the room airy.',
      avoid:
        'Vastu does not favour a children’s room here; the west, north-west, east and north suit children better.',
    },
    guestBedroom: {
      ideal:
        'The north-west, Vayu’s corner of movement, suits guests: they are comfortable and move on in time.',
      good: 'An acceptable guest room. Keep it airy and uncluttered.',
      avoid: 'Vastu does not favour a guest room here; the north-west suits guests best.',
    },
    livingRoom: {
      ideal:
        'A living room here receives light and fresh air, which Vastu favours. Place heavy sofas along the south and west walls.',
      good: 'An acceptable living room. Keep the north-east part of it the lightest, with heavier furniture to the south and west.',
      avoid:
        'Vastu does not favour the living room here. Keep it bright and place the heavier furniture along the south and west walls.',
    },
    pooja: {
      ideal:
        'The north-east, Ishana’s corner, is the ideal place for worship. Face east or north while praying and keep the space simple and clean.',
      good: 'An acceptable place for worship. Place the idols so that you face east or north while praying.',
      avoid:
        'Vastu does not favour a pooja room here. Never place it under a staircase or beside a toilet wall.',
    },
    toilet: {
      ideal:
        'The north-west is the preferred place for toilets and bathrooms. Keep it ventilated and the door closed.',
      good: 'An acceptable place for a toilet. Keep it ventilated, dry and the door closed.',
      avoid:
        'Vastu does not favour a toilet here. Ventilation, dryness and a closed door matter most.',
      northEast:
        'The north-east is the most sacred and purest corner; a toilet here is the placement Vastu warns against most strongly.',
      centre:
        'The centre, Brahmasthan, should stay open and pure; Vastu warns strongly against a toilet here.',
    },
    study: {
      ideal:
        'This direction favours concentration and learning, as Vastu teaches. Sit facing east or north while studying.',
      good: 'An acceptable study. Keep the desk so that you face east or north, with the wall behind you.',
      avoid:
        'Vastu does not favour a study here; the mind is thought to wander. Face east or north while studying.',
    },
    staircase: {
      ideal:
        'The south-west suits a heavy staircase, as Vastu teaches. Let it turn clockwise as it rises.',
      good: 'An acceptable place for the staircase. Let it turn clockwise as it rises and keep the space under it for storage only.',
      avoid:
        'Vastu does not favour a staircase here; it brings weight where the home should be light or open.',
    },
    dining: {
      ideal: 'The west is the favoured place for dining. Sit facing east or north while eating.',
      good: 'An acceptable dining area. Sit facing east or north while eating.',
      avoid:
        'Vastu does not favour the dining area here. Face east or north while eating and keep the area tidy.',
    },
    storeRoom: {
      ideal:
        'The south-west, the heaviest corner, suits heavy storage, as Vastu teaches. Keep the heaviest things along its south and west walls.',
      good: 'An acceptable store room. Keep the heavier things along the south and west walls; grain does well in the north-west.',
      avoid:
        'Vastu does not favour a store room here; it adds weight where the home should stay light.',
    },
    undergroundWater: {
      ideal:
        'Water below ground belongs in the north-east, as Vastu teaches. Keep the area clean and covered.',
      good: 'An acceptable place for an underground tank or borewell. Keep it clean and covered.',
      avoid:
        'Vastu does not favour underground water here; pits and water belong to the north and east.',
      southWest:
        'A pit or water in the south-west, the corner that should be heaviest and highest, is the placement Vastu warns against most strongly for underground water.',
    },
    overheadTank: {
      ideal:
        'The south-west, the heaviest corner, suits the weight of an overhead tank. Raise it on a platform above the roof.',
      good: 'An acceptable place for an overhead tank. Keep it on a sturdy platform and free of leaks.',
      avoid:
        'Vastu does not favour an overhead tank here; its weight belongs in the south-west, south or west, while the north-east, north and east should stay light.',
    },
    parking: {
      ideal:
        'The north-west, Vayu’s corner of movement, suits vehicles. Park them facing north or east.',
      good: 'An acceptable place to park. Keep the area clean and park facing north or east.',
      avoid:
        'Vastu does not favour parking here; keep the north-east light and the south-west undisturbed.',
    },
  },
  remedies: {
    entrance: {
      general:
        'Keep the doorway bright, clean and uncluttered, with a clean threshold and a working light; a rangoli or a plant in a pot by the door brightens it.',
    },
    kitchen: {
      general:
        'Move the stove to the south-east corner of the kitchen so that the cook faces east, and keep the stove and the sink apart.',
      northEast:
        'Move the stove to the south-east corner of the kitchen and cook facing east, keep the north-east part of the room light and clean (the sink or water can go there), and use light colours.',
    },
    masterBedroom: {
      general:
        'Put the bed in the south-west part of the room with your head to the south or east, keep the room uncluttered, and use soft earthy colours.',
    },
    childrenBedroom: {
      general:
        'Set the bed and the desk so that your child sleeps with the head to the east or south and studies facing east or north; keep the room light in colour and tidy.',
    },
    guestBedroom: {
      general:
        'Keep the room airy and uncluttered and place the bed with the head to the south or east.',
    },
    livingRoom: {
      general:
        'Keep the north-east of the room the lightest and emptiest part, place heavy furniture along the south and west walls, and let in plenty of daylight.',
    },
    pooja: {
      general:
        'Move the idols or pictures to the north-east part of another room if you can, so that you face east or north while praying; otherwise keep the place simple, clean and away from toilet walls.',
    },
    toilet: {
      general:
        'Keep the toilet clean and dry, the door closed and the lid down, with good ventilation or an exhaust fan; light colours help.',
      northEast:
        'Keep it spotless and dry, the door always closed, ventilation running, and use it as little as possible; keep the rest of the north-east open and light.',
    },
    study: {
      general:
        'Place the desk so that you face east or north, keep a solid wall behind you, and keep the desk clear.',
    },
    staircase: {
      general:
        'Keep the staircase well lit and clean, and keep nothing heavy or unused under it; do not use the space beneath it for worship or a toilet.',
    },
    dining: {
      general:
        'Sit facing east or north while eating, keep the table clean, and move the table towards the west part of the room.',
    },
    storeRoom: {
      general:
        'Keep the store light and orderly, with heavy things along the south and west walls, and clear out what is no longer used.',
    },
    undergroundWater: {
      general:
        'If a new borewell or tank is planned, place it in the north-east; keep an existing one covered, clean and free of leaks.',
    },
    overheadTank: {
      general:
        'Keep the tank on a raised platform, fix any leaks and keep the area around it clean; if it is replaced, place the new one in the south-west.',
    },
    parking: {
      general:
        'Keep the area clean and free of oil spills, park facing north or east, and keep heavy vehicles off the north-east.',
    },
  },
};
