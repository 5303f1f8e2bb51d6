import type { TarotCardText, TarotSpreadTexts } from './tarot-deck.js';

/** The 78 tarot cards and three spreads in English, after Waite’s Pictorial Key (1910). */
export const TAROT_CARDS_EN: readonly TarotCardText[] = [
  {
    name: 'The Fool',
    keywords: 'new beginnings, trust, spontaneity, a leap of faith',
    upright:
      'A fresh start is calling, and you are free to step into it with an open heart. It may be a new job, a trip or a relationship that asks you to trust the road before you can see all of it. Go lightly, keep your eyes open, and let curiosity lead.',
    reversed:
      'You may be rushing ahead without looking, or holding back out of fear when it is time to move. Check the details before you sign, spend or promise anything. A little care now keeps the adventure joyful.',
  },
  {
    name: 'The Magician',
    keywords: 'skill, willpower, resourcefulness, action',
    upright:
      'You have everything you need to make this happen: the skill, the tools and the focus. This is a good time to start a project, pitch an idea or speak up for yourself at work. Turn your plans into action and your intention will carry weight.',
    reversed:
      'Your talents may be going unused, or someone may be using clever words to steer you. Be honest with yourself about what you really want, and watch for promises that sound too smooth. Gather your energy before you act.',
  },
  {
    name: 'The High Priestess',
    keywords: 'intuition, inner knowing, mystery, stillness',
    upright:
      'The answer you are looking for is already inside you; grow quiet and listen. Not everything is visible yet, so trust your instinct about people and situations. Study, meditation and reflection are especially blessed now.',
    reversed:
      'You may be ignoring your inner voice or getting lost in other people’s opinions. Secrets could come to light, or you may be keeping your own feelings hidden from yourself. Make time for silence and your clarity will return.',
  },
  {
    name: 'The Empress',
    keywords: 'abundance, nurturing, fertility, comfort',
    upright:
      'Life is ripening around you: love, creativity and comfort are growing. This card can point to a pregnancy, a flourishing home or a project that bears fruit. Care for yourself and others generously, and enjoy the good things you have.',
    reversed:
      'You may be giving so much to others that you have nothing left for yourself, or feeling creatively stuck. Growth has slowed, not stopped. Rest, eat well and reconnect with what brings you joy.',
  },
  {
    name: 'The Emperor',
    keywords: 'structure, authority, stability, leadership',
    upright:
      'Order and firm foundations bring success now. Take charge, make a plan and keep your commitments; a boss, father or senior figure may offer support. Discipline in money and work pays off steadily.',
    reversed:
      'Control may be turning into rigidity, either in you or in someone above you. Too many rules, or too few, are causing strain. Lead with fairness rather than force, and loosen your grip where you can.',
  },
  {
    name: 'The Hierophant',
    keywords: 'tradition, guidance, faith, learning',
    upright:
      'The well-trodden path serves you well: follow tradition, seek a teacher or turn to your faith. This card often appears around formal study, family customs or a marriage blessed by elders. Good advice from an experienced person is near.',
    reversed:
      'You may feel boxed in by rules or expectations that no longer fit. It is fine to question convention and find your own way of believing and living. Just make sure you are choosing freedom, not simply rebelling.',
  },
  {
    name: 'The Lovers',
    keywords: 'love, harmony, choice, shared values',
    upright:
      'A deep bond, romantic or otherwise, is blessed with trust and attraction. This card also speaks of an important choice that should come from your heart and your values. Choose what you can stand behind fully.',
    reversed:
      'Something is out of tune in a relationship, or your head and heart are pulling in different directions. Talk openly instead of drifting apart. A decision you are avoiding will feel lighter once you face it honestly.',
  },
  {
    name: 'The Chariot',
    keywords: 'determination, victory, control, travel',
    upright:
      'With focus and willpower you can overcome obstacles and win. Keep opposing forces in balance, whether at work or in your emotions, and drive forward. Travel or a move may also be indicated.',
    reversed:
      'You may feel pulled in too many directions to get anywhere. Stop, decide what truly matters, and take back the reins. Pushing harder without a clear aim only wastes energy.',
  },
  {
    name: 'Strength',
    keywords: 'courage, patience, compassion, inner strength',
    upright:
      'True strength here is gentle: patience and kindness will tame a difficult situation or person. You have more courage than you think. Health and energy can improve when you treat yourself with calm encouragement.',
    reversed:
      'Self-doubt or impatience may be getting the better of you. Instead of forcing or giving up, slow down and reconnect with your inner steadiness. Be kind to yourself; confidence grows with small steps.',
  },
  {
    name: 'The Hermit',
    keywords: 'reflection, solitude, wisdom, guidance',
    upright:
      'Take some time away from the noise to think and look within. A quiet period of study, prayer or simple rest will show you the way forward. A wise mentor may also light your path.',
    reversed:
      'Solitude has perhaps turned into loneliness or withdrawal. Reach out to friends and family; you do not have to carry everything alone. Balance reflection with connection.',
  },
  {
    name: 'Wheel of Fortune',
    keywords: 'cycles, change, luck, turning point',
    upright:
      'The wheel is turning in your favour: a lucky break, a new phase or an unexpected opportunity is arriving. Go with the change rather than against it. What goes around comes around, so act with goodwill.',
    reversed:
      'A setback or delay may feel like bad luck, but cycles always turn again. Look at what you can learn and what is in your control. Patience now prepares you for the next upswing.',
  },
  {
    name: 'Justice',
    keywords: 'fairness, truth, balance, accountability',
    upright:
      'Fairness and truth will prevail; you reap what you have sown. Legal matters, contracts and important decisions should go well if you are honest. Weigh both sides carefully before you choose.',
    reversed:
      'Something feels unfair, or someone, perhaps you, is avoiding responsibility. Legal or official matters may be delayed. Own your part, correct what you can, and keep your dealings transparent.',
  },
  {
    name: 'The Hanged Man',
    keywords: 'pause, surrender, new perspective, patience',
    upright:
      'This is a time to pause rather than push. Letting go of control and looking at the situation from a completely different angle will bring insight. A small sacrifice now may lead to a bigger gain.',
    reversed:
      'You may be stuck in waiting without purpose, or resisting a needed pause. Ask whether you are making sacrifices that no one asked for. Decide, act, or let go, but do not stay suspended.',
  },
  {
    name: 'Death',
    keywords: 'endings, transformation, transition, renewal',
    upright:
      'This card does not mean physical death; it speaks of transformation. One chapter is closing, perhaps a job, a habit or a relationship, to make room for something new. Let go gracefully, and fresh growth will follow.',
    reversed:
      'You may be holding on to something that has already ended, out of fear of change. Resisting only prolongs the discomfort. Accept the ending gently and the new beginning can arrive.',
  },
  {
    name: 'Temperance',
    keywords: 'balance, moderation, patience, healing',
    upright:
      'Blend things in the right measure: work and rest, giving and receiving, spending and saving. Patience and a calm middle path bring healing and good results. Relationships improve through compromise.',
    reversed:
      'Something is out of balance, perhaps too much work, food or worry. Excess in one area is draining another. Step back, simplify, and find your rhythm again.',
  },
  {
    name: 'The Devil',
    keywords: 'attachment, temptation, habits, materialism',
    upright:
      'You may feel tied to a habit, a debt, a relationship or a desire that does not serve you. The chains are looser than they look; awareness is the first step to freedom. Be honest about what has a hold on you.',
    reversed:
      'You are beginning to break free from an unhealthy pattern or dependence. Keep going and ask for support if you need it. Reclaiming your power feels lighter every day.',
  },
  {
    name: 'The Tower',
    keywords: 'sudden change, upheaval, revelation, release',
    upright:
      'A sudden change may shake things up, clearing away what was built on weak ground. It can feel unsettling, but the truth it reveals sets you free to rebuild on firm foundations. Stay calm and let what must fall, fall.',
    reversed:
      'You may be avoiding a change you know is coming, or a storm may pass with less damage than feared. Face the issue before it forces itself on you. Gradual change is still possible now.',
  },
  {
    name: 'The Star',
    keywords: 'hope, healing, renewal, inspiration',
    upright:
      'After a hard time, hope and healing return. Trust that things are getting better; your health, spirit and plans are being renewed. Share your gifts and keep faith in your dreams.',
    reversed:
      'You may feel discouraged or disconnected from your purpose. The light has not gone out; it is only hidden for a while. Small acts of self-care and faith will bring your hope back.',
  },
  {
    name: 'The Moon',
    keywords: 'uncertainty, intuition, illusion, dreams',
    upright:
      'Things are not entirely clear yet, and fears or rumours may distort the picture. Move carefully, trust your intuition, and avoid big decisions based on guesswork. Pay attention to your dreams.',
    reversed:
      'The fog is lifting and the truth is coming out. Fears that seemed large now shrink to their real size. You can see the path more clearly and move ahead.',
  },
  {
    name: 'The Sun',
    keywords: 'joy, success, vitality, clarity',
    upright:
      'One of the happiest cards: success, good health and warmth in your relationships. Things are clear and going well; enjoy it and let yourself shine. Children and family bring joy.',
    reversed:
      'Your joy may be clouded for a while, or success is simply a little delayed. Do not let small disappointments dim your optimism. The sun is still there behind the clouds.',
  },
  {
    name: 'Judgement',
    keywords: 'awakening, renewal, calling, reckoning',
    upright:
      'A moment of awakening has come: you see your life clearly and hear a call to rise to something new. Forgive the past, take stock, and step into a fresh chapter. Good news or an important decision may arrive.',
    reversed:
      'Self-doubt or harsh self-judgement may be holding you back from an important change. Learn from the past instead of punishing yourself for it. Listen to the call you have been ignoring.',
  },
  {
    name: 'The World',
    keywords: 'completion, fulfilment, wholeness, travel',
    upright:
      'A cycle is complete and you have reached your goal. Celebrate your achievements, whether a finished degree, a successful project or inner peace. Travel abroad and wider horizons may be indicated.',
    reversed:
      'Something is almost finished but not quite; loose ends remain. Look at what still needs closing before you move on. Completion is near with a final push.',
  },
  {
    name: 'Ace of Wands',
    keywords: 'inspiration, new venture, energy, spark',
    upright:
      'A spark of inspiration or a new opportunity is here: a business idea, a creative project or a fresh burst of energy. Act on it while the fire is strong. This is a promising start.',
    reversed:
      'The spark is there, but delays or low motivation are keeping it from catching fire. Wait for the right moment rather than forcing it. Clarify what truly excites you.',
  },
  {
    name: 'Two of Wands',
    keywords: 'planning, vision, decisions, looking ahead',
    upright:
      'You have made a start and now look to the wider world. Plan your next steps, whether expanding a business, studying abroad or a career move. Bold choices made with foresight will serve you.',
    reversed:
      'Fear of the unknown may keep you playing safe. Or plans lack detail and need more thought. Step out of your comfort zone once the groundwork is done.',
  },
  {
    name: 'Three of Wands',
    keywords: 'expansion, foresight, progress, trade',
    upright:
      'Your efforts are beginning to show results and new horizons are opening. Business, trade or work with faraway places is favoured. Keep looking ahead; your ships are coming in.',
    reversed:
      'Progress is slower than you hoped, or plans meet unexpected obstacles. Review what is not working and stay flexible. Patience will carry you past the delay.',
  },
  {
    name: 'Four of Wands',
    keywords: 'celebration, home, harmony, milestones',
    upright:
      'A joyful time of celebration, family gatherings and stability. Weddings, housewarmings and reaching a milestone at work are all shown here. Enjoy the fruits of your effort with the people you love.',
    reversed:
      'Celebrations may be small or delayed, or there is some tension at home. Still, the foundation is good. A little effort to reconnect brings back the sense of belonging.',
  },
  {
    name: 'Five of Wands',
    keywords: 'competition, conflict, debate, struggle',
    upright:
      'You may face competition, disagreements or too many voices at once. It is more like a lively contest than real enmity. Stay focused on your goal and use the challenge to sharpen your skills.',
    reversed:
      'Conflicts are cooling down, or you may be avoiding a needed discussion. Look for common ground and cooperation. Peace is possible when everyone feels heard.',
  },
  {
    name: 'Six of Wands',
    keywords: 'victory, recognition, success, good news',
    upright:
      'Success and public recognition are on the way: a promotion, praise or a win. Your hard work is being noticed. Enjoy the moment and share the credit generously.',
    reversed:
      'Recognition may be delayed, or you may be relying too much on others’ approval. Keep your ego in check and stay humble. Your worth does not depend on applause.',
  },
  {
    name: 'Seven of Wands',
    keywords: 'perseverance, defending, standing firm, courage',
    upright:
      'You are in a strong position, but you may have to defend it. Stand firm for your beliefs, your work or your boundaries. Courage and persistence will see you through.',
    reversed:
      'You may feel overwhelmed or tempted to give up under pressure. Pick your battles wisely. It is okay to step back and regroup before standing up again.',
  },
  {
    name: 'Eight of Wands',
    keywords: 'speed, movement, news, travel',
    upright:
      'Things are moving quickly now: messages, news and opportunities arrive all at once. Travel, especially by air, may be indicated. Act promptly and ride the momentum.',
    reversed:
      'Delays, miscommunication or scattered energy are slowing things down. Do not rush into hasty decisions. Wait for clearer signals before taking off.',
  },
  {
    name: 'Nine of Wands',
    keywords: 'resilience, persistence, caution, last stretch',
    upright:
      'You have come a long way and faced many struggles, and you are almost there. Stay strong and guard what you have built. One last push will carry you to the finish.',
    reversed:
      'You may feel exhausted or overly defensive, expecting trouble everywhere. Rest and ask for help. Not every challenge needs to be fought alone.',
  },
  {
    name: 'Ten of Wands',
    keywords: 'burden, responsibility, hard work, overload',
    upright:
      'You are carrying too much: work, family duties or other people’s problems. Success has brought heavy responsibility. See what you can delegate or put down.',
    reversed:
      'You are learning to release burdens that were never yours, or you may be close to burnout. Say no where needed and share the load. Lightening up will restore your energy.',
  },
  {
    name: 'Page of Wands',
    keywords: 'enthusiasm, exploration, news, curiosity',
    upright:
      'Exciting news or a fresh idea arrives, often from a young or enthusiastic person. It is a good time to explore a new interest, course or career direction. Stay curious and open.',
    reversed:
      'Enthusiasm may fizzle out before anything is done, or news gets delayed. Focus your energy on one thing at a time. Think before you jump in.',
  },
  {
    name: 'Knight of Wands',
    keywords: 'energy, adventure, passion, impulsiveness',
    upright:
      'Bold, passionate energy drives you forward: a move, a trip or a daring career step. Go after what you want with confidence. Just keep enough patience to finish what you start.',
    reversed:
      'Impulsiveness or impatience may cause mistakes. Avoid rushing into decisions, relationships or arguments. Direct your fire where it counts.',
  },
  {
    name: 'Queen of Wands',
    keywords: 'confidence, warmth, determination, charisma',
    upright:
      'Be confident, warm and bold; your charm and energy draw people to you. You can balance many responsibilities with ease. This card often shows a lively, independent woman who inspires others.',
    reversed:
      'Self-doubt, jealousy or a demanding mood may be taking over. Take time to recharge and reconnect with your own strength. Be gentle with yourself and with others.',
  },
  {
    name: 'King of Wands',
    keywords: 'vision, leadership, entrepreneurship, boldness',
    upright:
      'A natural leader with big vision, you can inspire others and turn ideas into reality. This is a good time to take the lead in business or to start something of your own. Honour your word and people will follow.',
    reversed:
      'Impatience, arrogance or unrealistic expectations may get in the way. Listen as well as command. Plan properly before charging ahead.',
  },
  {
    name: 'Ace of Cups',
    keywords: 'new love, compassion, emotional beginning, joy',
    upright:
      'A new emotional beginning fills your cup: new love, a deep friendship, or healing of the heart. Open yourself to giving and receiving affection. Creativity and spiritual feeling also flow now.',
    reversed:
      'Feelings may be blocked or held back, leaving you feeling empty. Be honest about what you need emotionally. Love for yourself comes first.',
  },
  {
    name: 'Two of Cups',
    keywords: 'partnership, attraction, union, mutual respect',
    upright:
      'A beautiful connection between two people based on mutual respect and affection. This can mean a romance, an engagement or a good business partnership. Harmony and understanding flow both ways.',
    reversed:
      'There may be imbalance, misunderstanding or distance in a relationship. Talk openly to restore balance. Sometimes a partnership needs a fresh agreement to thrive.',
  },
  {
    name: 'Three of Cups',
    keywords: 'celebration, friendship, community, joy',
    upright:
      'A time of friends, celebrations and happy gatherings: weddings, festivals or reunions. Support from your circle makes everything easier. Share your joy.',
    reversed:
      'Too much partying, gossip or tension in a friendship may spoil the fun. Or you may feel left out. Choose company that truly nourishes you.',
  },
  {
    name: 'Four of Cups',
    keywords: 'apathy, contemplation, dissatisfaction, missed offers',
    upright:
      'You may feel bored or dissatisfied and are not noticing the new offer in front of you. Reflection is healthy, but do not close yourself off. Look up; something good is being offered.',
    reversed:
      'You are coming out of a slump and beginning to see opportunities again. Say yes to what genuinely interests you. A new motivation is rising.',
  },
  {
    name: 'Five of Cups',
    keywords: 'loss, regret, grief, what remains',
    upright:
      'A disappointment or loss leaves you dwelling on what went wrong. It is natural to grieve, but not everything is lost; some cups still stand behind you. When you are ready, turn around and see what remains.',
    reversed:
      'You are beginning to accept the loss and move on. Forgiveness of yourself and others brings relief. Hope returns step by step.',
  },
  {
    name: 'Six of Cups',
    keywords: 'nostalgia, childhood, kindness, memories',
    upright:
      'Happy memories, old friends or a return to your hometown may come up. Simple kindness and innocent joy brighten your days. Someone from the past may reappear.',
    reversed:
      'Living too much in the past may hold you back. Cherish memories, but focus on the present. It is time to grow forward.',
  },
  {
    name: 'Seven of Cups',
    keywords: 'choices, fantasy, illusion, daydreams',
    upright:
      'Many options and dreams are before you, but not all are real. Be careful of wishful thinking and shiny promises. Choose what is practical and truly meaningful.',
    reversed:
      'The haze is clearing and you can see which choice is right. Get down to practical steps. Your priorities are becoming clear.',
  },
  {
    name: 'Eight of Cups',
    keywords: 'walking away, seeking meaning, moving on, change',
    upright:
      'You are ready to walk away from something that no longer fulfils you, even if it looks fine from outside. A search for deeper meaning is beginning. Trust your need to move on.',
    reversed:
      'You may be unsure whether to leave or stay, or fear of change is keeping you stuck. Look honestly at what you want. Drifting without purpose will not help.',
  },
  {
    name: 'Nine of Cups',
    keywords: 'wishes fulfilled, contentment, satisfaction, comfort',
    upright:
      'Known as the wish card: your wish may come true. Contentment, comfort and emotional satisfaction are yours. Enjoy and be grateful for your blessings.',
    reversed:
      'A wish may be delayed, or you may find that what you wished for does not satisfy you. Look beyond material comfort for real happiness. Gratitude can turn things around.',
  },
  {
    name: 'Ten of Cups',
    keywords: 'family happiness, harmony, fulfilment, home',
    upright:
      'Happiness in family and relationships: a loving home, peace and fulfilment. This card speaks of lasting joy and harmony with those you love. Treasure it.',
    reversed:
      'There may be some tension or disconnection at home, or expectations of a perfect family are not being met. Honest conversations can restore closeness. Focus on what truly matters.',
  },
  {
    name: 'Page of Cups',
    keywords: 'creative opportunity, intuition, sweet news, curiosity',
    upright:
      'A sweet message, a creative idea or a new emotional beginning arrives. Be open to surprise and let your imagination play. This may also be news of a birth or a gentle proposal.',
    reversed:
      'Emotional immaturity or a creative block may be present. Do not let moods decide for you. Be patient and nurture your sensitive side.',
  },
  {
    name: 'Knight of Cups',
    keywords: 'romance, charm, offers, following the heart',
    upright:
      'A romantic offer, an invitation or a heartfelt proposal may come your way. Follow your heart, but with good sense. Charm and kindness open doors.',
    reversed:
      'Moodiness, unrealistic expectations or empty promises may cause disappointment. Check whether words match actions. Keep your feet on the ground.',
  },
  {
    name: 'Queen of Cups',
    keywords: 'compassion, intuition, care, emotional balance',
    upright:
      'Caring, intuitive and emotionally wise, you can support others with great empathy. Trust your feelings and listen deeply. This card may show a nurturing woman who offers comfort.',
    reversed:
      'Taking on others’ feelings may be draining you, or you feel emotionally insecure. Set healthy boundaries. Care for yourself first, then for others.',
  },
  {
    name: 'King of Cups',
    keywords: 'emotional balance, diplomacy, generosity, calm',
    upright:
      'Calm, wise and generous, you handle emotions with balance and maturity. This is a good time for counselling, mediation or leading with compassion. Your steadiness comforts others.',
    reversed:
      'Emotions may be suppressed or used to manipulate. Watch out for moodiness in yourself or someone close. Acknowledge feelings openly instead of hiding them.',
  },
  {
    name: 'Ace of Swords',
    keywords: 'clarity, truth, breakthrough, new idea',
    upright:
      'A breakthrough in thinking brings clarity and truth. A new idea, a clear decision or honest communication cuts through confusion. Use your mind sharply and fairly.',
    reversed:
      'Confusion, miscommunication or hasty judgements may cloud the picture. Take time to think before you speak or decide. Seek the facts.',
  },
  {
    name: 'Two of Swords',
    keywords: 'stalemate, difficult choice, avoidance, balance',
    upright:
      'You face a difficult decision and may be avoiding it by keeping your eyes closed. Weigh both sides calmly, then choose. Peace comes once you stop sitting on the fence.',
    reversed:
      'Too much information or pressure may leave you feeling stuck. Or the truth is coming out and the stalemate is ending. Trust yourself to decide.',
  },
  {
    name: 'Three of Swords',
    keywords: 'heartbreak, sorrow, painful truth, release',
    upright:
      'A painful truth, separation or disappointment may hurt your heart. Let yourself feel the pain; tears help healing begin. This sorrow will pass, and you will understand more afterwards.',
    reversed:
      'You are recovering from heartbreak and beginning to heal. Forgiveness, of yourself and others, brings relief. The worst of the pain is behind you.',
  },
  {
    name: 'Four of Swords',
    keywords: 'rest, recovery, contemplation, retreat',
    upright:
      'Time to rest and recharge after stress or illness. Step back, meditate, take leave from work if you can. Quiet recovery brings renewed strength.',
    reversed:
      'You may be restless or pushing yourself despite exhaustion. Or you are ready to return to activity after a break. Listen to your body.',
  },
  {
    name: 'Five of Swords',
    keywords: 'conflict, tension, winning at a cost, ego',
    upright:
      'A conflict where winning may cost more than it is worth. Avoid pointless arguments and ego battles at work or at home. Ask whether being right matters more than peace.',
    reversed:
      'The time for reconciliation has come; it is easier to make amends now. Let go of old grudges. Walk away from fights that drain you.',
  },
  {
    name: 'Six of Swords',
    keywords: 'transition, moving on, calmer waters, travel',
    upright:
      'You are leaving troubled times behind and moving towards calmer waters. A move, a journey or a change of situation brings relief. It may feel bittersweet, but it is a step forward.',
    reversed:
      'You may feel stuck or unable to leave a difficult situation behind. Unfinished business needs attention before you can move on. Take it one step at a time.',
  },
  {
    name: 'Seven of Swords',
    keywords: 'strategy, secrecy, cunning, caution',
    upright:
      'Someone may be acting behind your back, or you may be tempted to take a shortcut. Be careful with your documents, money and trust. Use strategy, but stay honest.',
    reversed:
      'Secrets are coming out or a conscience is awakening. It is a good time to come clean. Something lost or taken may be returned.',
  },
  {
    name: 'Eight of Swords',
    keywords: 'restriction, self-imposed limits, fear, feeling trapped',
    upright:
      'You may feel trapped, but the bonds are largely in your own mind. Fear and negative thoughts make the situation look worse than it is. Take one small step, and you will see that a way out exists.',
    reversed:
      'You are freeing yourself from limiting beliefs and finding new options. Clarity returns and confidence grows. Keep going.',
  },
  {
    name: 'Nine of Swords',
    keywords: 'anxiety, worry, sleeplessness, overthinking',
    upright:
      'Worry and overthinking may be keeping you awake at night. Most fears are bigger in the mind than in reality. Talk to someone you trust and look for practical support.',
    reversed:
      'Anxiety is easing and you are beginning to see light. Reaching out for help is making a difference. Be gentle with yourself as you recover.',
  },
  {
    name: 'Ten of Swords',
    keywords: 'painful ending, rock bottom, release, new dawn',
    upright:
      'A situation has come to a painful end, but the worst is now over. When you have hit bottom, the only way is up. The dawn on the horizon promises a new start.',
    reversed:
      'You are recovering and getting back on your feet. Resist reopening old wounds. Healing is underway.',
  },
  {
    name: 'Page of Swords',
    keywords: 'curiosity, new ideas, alertness, communication',
    upright:
      'A curious, alert mind is eager to learn and speak up. Good time for study, research or fresh ideas. Stay watchful, and check information before passing it on.',
    reversed:
      'Gossip, hasty words or all talk and no action may cause trouble. Think before you speak. Be careful of spreading half-truths.',
  },
  {
    name: 'Knight of Swords',
    keywords: 'ambition, speed, directness, action',
    upright:
      'Fast thinking and decisive action drive you forward. This is a time to pursue your goals boldly and speak your mind. Just keep others’ feelings in view as you charge ahead.',
    reversed:
      'Rash decisions or harsh words may cause problems. Slow down and think things through. Restlessness needs direction.',
  },
  {
    name: 'Queen of Swords',
    keywords: 'clarity, independence, honesty, boundaries',
    upright:
      'Clear-headed, honest and independent, you see through pretence. Set firm boundaries and speak the truth with kindness. Life experience has made you wise.',
    reversed:
      'Coldness, bitterness or harsh criticism may be pushing people away. Let your heart soften a little. Honesty works best with compassion.',
  },
  {
    name: 'King of Swords',
    keywords: 'intellect, authority, truth, fair judgement',
    upright:
      'Logic, fairness and clear thinking lead to wise decisions. This card may represent an expert, lawyer or advisor. Make decisions based on facts and principles.',
    reversed:
      'Power may be misused through manipulation or cold judgement. Beware of someone using their intellect to control. Keep your own decisions fair and humane.',
  },
  {
    name: 'Ace of Pentacles',
    keywords: 'prosperity, new opportunity, security, manifestation',
    upright:
      'A new financial or material opportunity is arriving: a job, an investment or a chance to build something solid. Plant the seed carefully and it will grow. Good health and stability are also favoured.',
    reversed:
      'An opportunity may slip away because of poor planning or hesitation. Review your finances and be careful with money. Build a firm foundation before you expand.',
  },
  {
    name: 'Two of Pentacles',
    keywords: 'balance, juggling, adaptability, priorities',
    upright:
      'You are juggling many things, work, home and money, and doing it well. Stay flexible and keep your priorities clear. Balance is the key.',
    reversed:
      'You may be overcommitted and losing control of your schedule or budget. Cut back and organise. Not everything has to be done at once.',
  },
  {
    name: 'Three of Pentacles',
    keywords: 'teamwork, skill, collaboration, craft',
    upright:
      'Teamwork and skill bring good results. Your work is being noticed and valued by those who matter. Cooperate with others and build something lasting.',
    reversed:
      'Lack of coordination or poor effort may be affecting the team. Clarify roles and expectations. Take pride in quality.',
  },
  {
    name: 'Four of Pentacles',
    keywords: 'saving, security, control, holding on',
    upright:
      'You are holding on firmly to money, possessions or control to feel secure. Saving is wise, but do not let fear make you rigid. Leave room for generosity and flow.',
    reversed:
      'You may be loosening your grip, either by spending too freely or by learning to let go. Find a healthy balance between saving and enjoying. Openness invites new abundance.',
  },
  {
    name: 'Five of Pentacles',
    keywords: 'hardship, insecurity, feeling left out, help nearby',
    upright:
      'A time of financial strain, health worries or feeling left out in the cold. Help is closer than you think, so do not be too proud to ask for it. This is a passing phase.',
    reversed:
      'Recovery is beginning: money, health or support is improving. Accept help and kindness. Things are turning around.',
  },
  {
    name: 'Six of Pentacles',
    keywords: 'generosity, giving and receiving, charity, fairness',
    upright:
      'Giving and receiving are in balance. You may receive help, a loan, a gift or a raise, or be in a position to help others. Share generously and fairly.',
    reversed:
      'Watch for debts, help with strings attached or an unequal give-and-take. Give from a place of strength, not obligation. Be careful with loans.',
  },
  {
    name: 'Seven of Pentacles',
    keywords: 'patience, long-term investment, assessment, growth',
    upright:
      'Your efforts are growing slowly, like a crop waiting for harvest. Pause to assess your progress, then keep investing with patience. Long-term rewards are on the way.',
    reversed:
      'Impatience or poor returns may frustrate you. Check whether your time and money are going in the right direction. Adjust your plan if needed.',
  },
  {
    name: 'Eight of Pentacles',
    keywords: 'diligence, craftsmanship, learning, skill',
    upright:
      'Hard work and attention to detail build mastery. This is an ideal time to learn a skill, train or focus on your craft. Steady effort brings steady rewards.',
    reversed:
      'Perfectionism or lack of focus may slow you down. Or the work has become repetitive and dull. Reconnect with why you started.',
  },
  {
    name: 'Nine of Pentacles',
    keywords: 'self-sufficiency, comfort, independence, reward',
    upright:
      'You are enjoying the rewards of your own effort: financial comfort, independence and refinement. Take pride in what you have built. Treat yourself kindly.',
    reversed:
      'Overwork or financial setbacks may disturb your comfort. Do not base your self-worth on possessions. Watch spending and stay self-reliant.',
  },
  {
    name: 'Ten of Pentacles',
    keywords: 'wealth, family legacy, inheritance, long-term security',
    upright:
      'Lasting wealth and family security: property, inheritance or a stable business. Traditions and family bonds are a source of strength. You are building something for the generations to come.',
    reversed:
      'Family disputes over money or property may arise, or financial security feels shaky. Keep things transparent and fair. Avoid risky ventures with family wealth.',
  },
  {
    name: 'Page of Pentacles',
    keywords: 'study, new venture, diligence, opportunity',
    upright:
      'A new opportunity to learn, study or start a practical project. Stay focused and diligent, and your plans will take root. News about a job or money may arrive.',
    reversed:
      'Procrastination or lack of focus is delaying progress. Set small goals and follow through. Dreams need practical steps.',
  },
  {
    name: 'Knight of Pentacles',
    keywords: 'hard work, reliability, routine, patience',
    upright:
      'Slow and steady wins the race. Be reliable, patient and consistent in your work and finances. Your effort will bring solid results.',
    reversed:
      'Boredom, laziness or being stuck in a rut may hold you back. Or you are working so hard you forget to live. Find balance and bring some freshness to your routine.',
  },
  {
    name: 'Queen of Pentacles',
    keywords: 'nurturing, practicality, abundance, security',
    upright:
      'Warm, practical and resourceful, you create comfort and security for yourself and your family. Balancing work and home comes naturally. This card often shows a caring woman who provides generously.',
    reversed:
      'You may be neglecting yourself while caring for everyone else, or work and home are out of balance. Take time to care for your own needs. Avoid worrying too much about money.',
  },
  {
    name: 'King of Pentacles',
    keywords: 'wealth, business, security, success',
    upright:
      'Success and abundance through hard work and sound judgement. This card may represent a successful businessperson or a generous provider. Your finances and career are stable.',
    reversed:
      'Greed, stubbornness or an obsession with status may cause problems. Remember that money is a tool, not the goal. Be generous and flexible.',
  },
];

export const TAROT_SPREADS_EN: TarotSpreadTexts = {
  'one-card': {
    name: 'One Card',
    about:
      'Draw a single card when you want a quick answer, a thought for the day or a clear focus on one question.',
    positions: [
      {
        name: 'The message',
        meaning: 'The heart of the matter: what this moment asks you to notice or do.',
      },
    ],
  },
  'three-card': {
    name: 'Past, Present, Future',
    about:
      'Use it to see how a situation has grown and where it is heading, whether the question is about work, love or a decision in front of you.',
    positions: [
      { name: 'Past', meaning: 'What has shaped the situation and still colours it today.' },
      { name: 'Present', meaning: 'Where things stand now and the energy you are working with.' },
      { name: 'Future', meaning: 'Where the present path is leading if you carry on as you are.' },
    ],
  },
  'celtic-cross': {
    name: 'Celtic Cross',
    about:
      'The classic ten-card spread from Waite’s book, for a deep look at one important question when you have time to sit with the answer.',
    positions: [
      {
        name: 'The present',
        meaning: 'What covers you: the heart of the question and the mood around it now.',
      },
      {
        name: 'The challenge',
        meaning: 'What crosses you: the obstacle or opposing force you must work with.',
      },
      {
        name: 'The root',
        meaning: 'What lies beneath: the foundation of the matter, often something from the past.',
      },
      {
        name: 'The recent past',
        meaning: 'What is behind you: an influence that has just passed or is now fading.',
      },
      {
        name: 'The best outcome',
        meaning: 'What crowns you: the best that can come of this, or what you are aiming for.',
      },
      {
        name: 'The near future',
        meaning: 'What is before you: what will come into play in the weeks ahead.',
      },
      { name: 'Yourself', meaning: 'Your own attitude, feelings and position in the matter.' },
      {
        name: 'Your surroundings',
        meaning: 'The people around you, your home and work, and how they influence things.',
      },
      {
        name: 'Hopes and fears',
        meaning: 'What you hope for or dread, often two sides of the same wish.',
      },
      {
        name: 'The outcome',
        meaning: 'Where all of this is heading, gathering what the other cards have shown.',
      },
    ],
  },
};
