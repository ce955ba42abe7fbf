"""The survey of the classic sets (BT03, BT04, BT05, TD05-TD08): every printed ability of every
card, restated in our own words, with the mechanisms each one needs.

Read by tools/gen_cards.py, which writes from it the `unscripted` and `needs` of the pending card
files, the per-card list and the mechanism index of docs/classic-mechanisms.md, and the needs
column of docs/card-pool.md.

CARDS maps a card number (English number without "EN") to its abilities, in printed order. Each
ability is (text, uses): `text` states the ability in our own words (never the printed
sentence); `uses` is a comma-separated list of what scripting it takes: the names of
docs/card-scripts.md (trigger events, cost parts, flags, `game:` calls) as they are, and the new
mechanisms of MECHANISMS with a leading `+`. A card's `needs` are its `+` mechanisms; a pending
card without any is scriptable with today's API.

The Sentinel mark is no ability of these lists (the card file states it as `sentinel = true`),
nor is the reminder of the four-heal limit.
"""

# The new mechanisms: name -> (one-line summary, proposed form). The full proposal, the rules
# it follows and the rulings it raises are in docs/classic-mechanisms.md, section (a).
MECHANISMS = {
    'Lord': (
        'the Lord keyword: this unit cannot attack while you have a unit of another clan',
        '`cont = { lord = true }` (CR 10.2.7)'),
    'unit circles': (
        'where a unit stands: its circle, row and column; units in a row or a column',
        '`game:circle(unit)`, `game:column(unit)`, `game:front_row(p)`, `game:column_units(p, unit)` (CR 4.6.2, 4.6.3)'),
    'call to a column': (
        'a superior call to the rear-guard circle of a given unit\'s column',
        '`game:superior_call(card, { column_of = unit })` (CR 10.1.6.1.1.1)'),
    'rest rear-guards cost': (
        'a cost that rests other standing rear-guards of yours (of a clan, or in this unit\'s column)',
        '`cost = { rest = { count = n, clan = ..., same_column = true } }` (CR 8.5.2.3, 10.1.11)'),
    'retire cost with this unit': (
        'a retire cost that may take this rear-guard itself as one of the cards',
        '`cost = { retire = { count = 2, clan = ..., self_may_pay = true } }` (CR 10.1.3)'),
    'this card to the deck cost': (
        'a cost that puts this unit on top of, or at the bottom of, its owner\'s deck',
        '`cost = { self_to_deck_top = true }`, `cost = { self_to_deck_bottom = true }` (CR 8.5.2.3)'),
    'call rested': (
        'a superior call that puts the unit on its circle rested',
        '`game:superior_call(card, to, { rested = true })` (CR 10.1.6, 3.17)'),
    'name contains': (
        'search and trigger filters on part of a card name ("with Blaster in its card name")',
        '`game:search(p, { name_contains = "Blaster", max_grade = 2 }, 1)`; trigger filter `name_contains` (CR 2.1)'),
    'another unit placed': (
        'a trigger when another card of yours is placed on a rear-guard circle',
        '`trigger = { event = "unit_placed", circles = { "RC" }, clan = ... }` with `zones` (CR 10.1.4.1.1)'),
    'rear-guard to drop filters': (
        '`put_into_drop` limited to your turn, to a clan, and to another rear-guard than this unit',
        '`trigger = { event = "put_into_drop", whose = "yours", your_turn = true, clan = ..., another = true }`'),
    'vanguard drive check': (
        'a rear-guard\'s trigger on the drive check of your vanguard',
        '`trigger = { event = "drive_check_reveals", your_vanguard = true, grade = 3, clan = ... }` with `zones = { "RC" }` (CR 7.5.1.2)'),
    'no normal ride': (
        'an effect on a player: no normal ride for the rest of this ride phase',
        '`game:forbid_normal_ride(p)` (CR 1.3.1, 6.5.1.2)'),
    'bottom in any order': (
        'several looked-at cards go to the bottom of the deck in an order their player chooses',
        '`game:to_bottom_in_order(p, cards)` (CR 4.2.3)'),
    'look at up to N': (
        'the player chooses how many top cards (at most N) to look at',
        '`game:look_top(p, n, { up_to = true })` (CR 3.12.4 by analogy, 4.2.2)'),
    'becomes standing': (
        'a trigger when this unit changes from rested to standing (in your battle phase)',
        '`trigger = { event = "stands", your_battle_phase = true }` (CR 10.1.11)'),
    'becomes rested': (
        'a trigger when one of your rear-guards (of a clan) changes from standing to rested',
        '`trigger = { event = "rests", whose = "yours", rear_guard = true, clan = ... }` (CR 10.1.11)'),
    'vanguard attack hits': (
        'a rear-guard\'s trigger on the hit of your vanguard\'s attack',
        '`trigger = { event = "attack_hits", your_vanguard = true, clan = ... }` with `zones = { "RC" }` (CR 7.6.1)'),
    'attacked unit trigger': (
        'a `beginning` trigger only in a battle where this unit is attacked',
        '`trigger = { event = "beginning", phase = "battle", step = "guard", this_attacked = true }` (CR 7.1.2.2, 7.4)'),
    'continuous critical': (
        'a continuous ability that raises this unit\'s critical',
        '`cont = { power = 2000, critical = 1 }` (CR 8.7.1.3)'),
    'power per count': (
        'continuous power per card of your soul, or per other unit of yours on (VC) or (RC)',
        '`cont = { power = 1000, per = { zone = "soul", clan = ... } }`; `per = { zone = "units", names = ..., other = true }`; `per_rear_guard` its short form (CR 8.7.1.3)'),
    'bind and random': (
        'the bind zone, a card of a hand picked at random, and a face-down bind',
        '`game:random(p, cards, n)`, `game:bind(card, { face_down = true })`, `game:bound(p)` (CR 3.16, 4.9, 10.1.18)'),
    'rear-guard to vanguard': (
        'a unit moved from a rear-guard circle onto the vanguard circle (not a ride)',
        '`game:move_to_vanguard(unit)` (CR 4.6.4.1, 9.3.1)'),
    'Sentinel deck limit': (
        'CR 1.31: at most four cards with Sentinel in a deck, an error of deck construction',
        'no card-file change (`sentinel = true` is there); `vgjudge deck check` under CR 1.31 5.1.2.5'),
}

# Mechanisms that change the engine's rules but no card file: listed in the mechanism index, not
# in a card's `needs` (the card plays as soon as its abilities are scripted).
RULES_ONLY = {'Sentinel deck limit'}

# Mechanisms the engine and the card API have now (docs/card-scripts.md): no longer a card's
# `needs`; the mechanism index marks them built.
BUILT = {'Lord', 'unit circles', 'name contains', 'rest rear-guards cost', 'becomes standing', 'becomes rested',
         'vanguard drive check', 'vanguard attack hits', 'another unit placed', 'power per count', 'rear-guard to vanguard',
         'rear-guard to drop filters', 'this card to the deck cost', 'call rested', 'call to a column',
         'retire cost with this unit', 'continuous critical', 'no normal ride', 'bottom in any order', 'attacked unit trigger',
         'look at up to N', 'bind and random'}

# ---------------------------------------------------------------------------------------------
# Abilities several cards print alike.


def perfect_guard(clan):
    return (f'AUTO, as this card is placed on (GC): you may discard a «{clan}» from your hand; if you do, '
            f'one attacked «{clan}» unit of yours of your choice cannot be hit until that battle ends.',
            'placed (GC), discard, optional, game:attacked, game:choose, game:give(cannot_be_hit)')


def intercept_shield(clan):
    return (f'AUTO, as this unit intercepts: if your vanguard is a «{clan}», it gets +5000 shield until '
            'that battle ends.', 'intercepts, condition, game:give(shield)')


def power_1000():
    return ('ACT (VC/RC), counter blast 1: this unit gets +1000 power until end of turn.', 'counter_blast, game:give')


def attack_cb1_3000():
    return ('AUTO (VC/RC), as this unit attacks: you may counter blast 1; if you do, it gets +3000 power '
            'for that battle.', 'attacks, counter_blast, optional, game:give')


def boosted_hit_draw():
    return ('AUTO (RC): when an attack this unit boosted hits, you may discard a card from your hand; if you '
            'do, draw a card.', 'boosted_attack_hits, discard, optional, game:draw')


def placed_rc_boost_other(clan):
    return (f'AUTO, as this card is placed on (RC): another «{clan}» unit of yours of your choice gets +2000 '
            'power until end of turn.', 'placed (RC), game:choose, game:give')


def fewer_cards_3000():
    return ('AUTO (VC/RC), as this unit attacks: if you hold fewer cards in hand than the opponent, it gets '
            '+3000 power for that battle.', 'attacks, condition, game:give')


def gp_count_2000():
    return ('ACT (VC/RC), counter blast 1: if you have four or more «Gold Paladin» rear-guards other than this '
            'unit, it gets +2000 power until end of turn.', 'counter_blast, condition, game:give')


def lb_attack_5000():
    return ('AUTO (VC), Limit Break 4: as this unit attacks a vanguard, it gets +5000 power for that battle.',
            'limit_break, attacks (vanguard), game:give')


def boost_named_5000(name):
    return (f'AUTO (RC): as this unit boosts a unit named {name}, you may soul blast 1; if you do, the boosted '
            'unit gets +5000 power for that battle.', 'boosts (name), soul_blast, optional, game:give')


def djinn(clan):
    return [('CONT (VC/RC): this unit cannot attack a rear-guard.', 'cannot_attack_rear_guards'),
            ('AUTO (VC), as this unit attacks: it gets +4000 power for that battle.', 'attacks, game:give'),
            (f'AUTO (RC), as this unit attacks: if your vanguard is a «{clan}», it gets +2000 power for that '
             'battle.', 'attacks, condition, game:give')]


def third_battle_attack(clan, power, vanguard_only=False):
    where = 'VC/RC'
    return (f'AUTO ({where}), as this unit attacks: if your vanguard is an «{clan}» and this is the third or a '
            f'later battle of the turn, it gets +{power} power for that battle.',
            'attacks, condition, game:battle_number, game:give')


def liberator_attack():
    return ('AUTO (RC), as this unit attacks: if your vanguard\'s name contains "Liberator", it gets +3000 power '
            'for that battle.', 'attacks, condition (name read with string.find), game:give')


def soul_named_power(name, power=1000):
    return (f'CONT (VC): while a card named {name} is in your soul, this unit gets +{power} power.',
            'cont power, condition, game:soul')


def fortress(names):
    a, b = names
    return [(f'CONT (VC/RC): unless your vanguard is named {a} or {b}, this unit gets -5000 power.',
             'cont power, condition, game:vanguards'),
            ('AUTO (VC/RC), as this unit attacks: it gets +2000 power for that battle.', 'attacks, game:give')]


def search_grade3_to_hand(clan, target):
    return (f'AUTO, as this card is placed on (RC): you may discard a grade 3 «{clan}»; if you do, search your '
            f'deck for at most one {target}, show it, add it to your hand, then shuffle.',
            'placed (RC), discard, optional, game:search, game:reveal, game:to_hand, game:shuffle')


def ridden_search(rider, target):
    return (f'AUTO: when a card named {rider} rides this unit, search your deck for at most one {target}, show '
            'it, add it to your hand, then shuffle.', 'ridden (name), game:search, game:reveal, game:to_hand, game:shuffle')


def ridden_soul_charge(clan):
    return (f'AUTO (VC): when another «{clan}» rides this unit, you may soul charge 1.',
            'ridden (clan), optional, game:soul_charge')


def forerunner_text(clan):
    return (f'AUTO: when another «{clan}» rides this unit, you may call this card from the soul to (RC) '
            '(the Forerunner text before the keyword).', 'ridden (clan), optional, game:superior_call')


def placed_soul_charge(clan):
    return (f'AUTO, as this card is placed on (VC) or (RC): if your vanguard is a «{clan}», you may soul '
            'charge 1.', 'placed (VC, RC), condition, optional, game:soul_charge')


def hit_soul_charge(clan):
    return (f'AUTO (VC/RC), when this unit\'s attack hits: if your vanguard is a «{clan}», you may soul '
            'charge 1.', 'attack_hits, condition, optional, game:soul_charge')


def hit_cb2_draw(clan):
    return (f'AUTO (VC/RC), when this unit\'s attack hits: if your vanguard is a «{clan}», you may counter '
            'blast 2; if you do, draw a card.', 'attack_hits, condition, counter_blast, optional, game:draw')


def boost_hit_soul_charge_back():
    return ('AUTO (RC): when an attack this unit boosted hits, you may soul charge 1; if you do, this unit goes '
            'back into your deck and the deck is shuffled.',
            'boosted_attack_hits, game:may, game:soul_charge, game:to_deck, game:shuffle')


def soul_call(name, clan, event):
    when = {'hits': "when this unit's attack hits", 'boosted': 'when an attack this unit boosted hits'}[event]
    uses = {'hits': 'attack_hits', 'boosted': 'boosted_attack_hits'}[event]
    return (f'AUTO (RC), cost counter blast 1 and putting this unit into your soul: {when}, if your vanguard is '
            f'a «{clan}», you may pay; if you do, call a «{clan}» other than one named {name} from your soul to '
            '(RC).', f'{uses}, counter_blast, put_self_into_soul, optional, condition, game:soul, game:choose, '
            'game:superior_call')


def soul_six(clan, power=3000):
    return (f'CONT (VC/RC), in your turn: with six or more «{clan}» cards in your soul, this unit gets '
            f'+{power} power.', 'cont power, condition, game:soul')


def beast_tamer(zone='VC/RC'):
    return (f'CONT ({zone}), in your turn: while a card named Crimson Beast Tamer is in your soul, this unit '
            'gets +3000 power.', 'cont power, condition, game:soul')


def ride_chain(target):
    return (f'AUTO (VC), as your ride phase begins: look at your top five cards; you may superior ride one named '
            f'{target} among them; the others go to the bottom of your deck in the order you choose. If you '
            'rode this way, you cannot normal ride in this ride phase.',
            'beginning (ride), game:look_top, game:choose, game:superior_ride, bottom in any order, no normal ride')


def rear_guard_to_drop_power(clan):
    return (f'AUTO (VC/RC), in your turn: each time another «{clan}» rear-guard of yours goes to the drop zone, '
            'this unit gets +1000 power until end of turn.', 'put_into_drop (your_turn, clan, another), game:give')


def another_placed_soul_charge(clan):
    return (f'AUTO (VC): each time another «{clan}» of yours is placed on (RC), you may soul charge 1.',
            'unit_placed (RC, clan), optional, game:soul_charge')


def soul_six_attack_filter():
    return ('AUTO (VC/RC), as this unit attacks: if six or more «Oracle Think Tank» cards are in your soul, draw a '
            'card, then put a card of your hand at the bottom of your deck.',
            'attacks, condition, game:draw, game:choose, game:to_bottom')


def dino_chain(name):
    return (f'AUTO, cost discarding a card from your hand: when this card goes from (RC) to the drop zone, you may '
            f'pay; if you do, search your deck for at most one {name}, call it to (RC), then shuffle.',
            'leaves_rear_guard_circle, discard, optional, game:search, game:superior_call, game:shuffle')


def grade3_count_attack(action):
    if action == 'attacks':
        return ('AUTO (VC/RC), as this unit attacks: if two or more of your vanguard and rear-guards are grade 3 '
                '«Royal Paladin», it gets +3000 power for that battle.', 'attacks, condition, game:give')
    return ('AUTO (VC/RC), as this unit boosts: if two or more of your vanguard and rear-guards are grade 3 '
            '«Royal Paladin», this unit (the booster) gets +3000 power for that battle.', 'boosts, condition, game:give')


def few_rear_guards_attack():
    return ('AUTO (VC/RC), as this unit attacks: if the opponent has two or fewer rear-guards, it gets +3000 power '
            'for that battle.', 'attacks, condition, game:give')


def attack_step_critical(power):
    return (f'AUTO (VC), as your attack step begins: if this unit has {power} or more power, it gets +1 critical '
            'until that battle ends.', 'beginning (battle, attack step), condition, game:power, game:give')


def attack_step_grant(power, what):
    return (f'AUTO (VC), as your attack step begins: if this unit has {power} or more power, it has this ability '
            f'until that battle ends: "AUTO (VC): when this unit\'s attack hits a vanguard, {what}."',
            'beginning (battle, attack step), condition, game:power, game:give(grant), granted, attack_hits (vanguard)')


def hit_vanguard_power_other(clan, where='VC/RC'):
    return (f'AUTO ({where}), when this unit\'s attack hits a vanguard: one «{clan}» unit of yours of your '
            'choice gets +3000 power until end of turn.', 'attack_hits (vanguard), game:choose, game:give')


def boost_vanguard_4000(clan, condition):
    return (f'AUTO (RC): as this unit boosts a «{clan}» vanguard, if {condition}, the boosted unit gets +4000 '
            'power for that battle.', 'boosts (clan, vanguard), condition, game:give')


def reveal_top_call(clan, grades=''):
    what = f'a grade {grades} «{clan}»' if grades else f'a «{clan}»'
    return (f'AUTO, as this card is placed on (VC) or (RC): reveal your top card; if it is {what}, call it to '
            '(RC), otherwise shuffle your deck.', 'placed (VC, RC), game:reveal_top, game:superior_call, game:shuffle')


def boost_sb1_6000(part):
    return (f'AUTO (RC): as this unit boosts a unit whose name contains "{part}", you may soul blast 1; if you '
            'do, the boosted unit gets +6000 power for that battle.',
            'boosts, name_contains, soul_blast, optional, game:give')


def vanguard_name_attack(part):
    return (f'AUTO (RC), as this unit attacks: if your vanguard\'s name contains "{part}", it gets +3000 power for '
            'that battle.', 'attacks, condition (name read with string.find), game:give')


def pure_clan(clan):
    return (f'CONT (VC/RC): if any of your vanguard and rear-guards is not a «{clan}», this unit gets -2000 '
            'power.', 'cont power, condition, game:units')


def stealth_chain(name):
    return (f'AUTO, as this card is placed on (VC) or (RC): if your vanguard is a «Murakumo», you may counter '
            f'blast 1; if you do, search your deck for at most one {name}, call it to (RC), then shuffle; as '
            'that turn\'s end phase begins, the called unit goes to the bottom of your deck.',
            'placed (VC, RC), condition, counter_blast, optional, game:search, game:superior_call, game:shuffle, '
            'timed, game:later, game:to_bottom')


def gene_chain(name, count, rested_note=''):
    what = f'up to two cards named {name}, call them rested to different' if count == 2 else \
        f'at most one {name}, call it rested to a'
    return (f'AUTO (RC), cost putting this unit on top of your deck: when this unit\'s attack hits a vanguard, if '
            f'your vanguard is a «Neo Nectar», you may pay; if you do, search your deck for {what} rear-guard '
            f'circle{"s" if count == 2 else ""}, then shuffle.',
            'attack_hits (vanguard), condition, this card to the deck cost, optional, game:search, '
            'game:superior_call, call rested, game:shuffle')


def look_five_mandala():
    return ('AUTO (VC/RC), when this unit\'s attack hits a vanguard: if your vanguard is a «Murakumo», look at up '
            'to five of your top cards; you may show a Covert Demonic Dragon, Mandala Lord among them and add it '
            'to your hand; the others go to the bottom of your deck in the order you choose.',
            'attack_hits (vanguard), condition, look at up to N, game:look_top, game:choose, game:reveal, '
            'game:to_hand, bottom in any order')


def hand_to_soul(clan):
    return (f'AUTO, as this card is placed on (VC) or (RC): if your vanguard is a «{clan}», you may put a «{clan}» '
            'from your hand into your soul.', 'placed (VC, RC), condition, game:choose, game:to_soul')


def soul_to_power(clan):
    return (f'ACT (RC), cost putting this unit into your soul: up to one «{clan}» unit of yours of your choice '
            'gets +3000 power until end of turn.', 'put_self_into_soul, game:choose, game:give')


def soul_to_charge(clan):
    return (f'ACT (RC), cost putting this unit into your soul: if your vanguard is a «{clan}», turn up to one card '
            'of your damage zone face up.', 'put_self_into_soul, condition, game:face_down_damage, game:choose, '
            'game:turn_face_up')


def guard_drop_soul_charge(clan):
    return (f'AUTO: when this card goes from (GC) to the drop zone, if your vanguard is a «{clan}», you may soul '
            'charge 2.', 'leaves_guardian_circle, condition, optional, game:soul_charge')


def rest_discard_draw():
    return ('ACT (VC/RC), cost resting this unit and discarding a card from your hand: draw a card.',
            'rest_self, discard, game:draw')


def main_soul_charge_power():
    return ('AUTO (VC), as your main phase begins: soul charge 1, then this unit gets +2000 power until end of '
            'turn.', 'beginning (main, your turn), game:soul_charge, game:give')


def damage_counter_charge(where, clan):
    return (f'AUTO ({where}), when this unit\'s attack hits a vanguard: if your vanguard is a «{clan}», turn a '
            'card of your damage zone face up.', 'attack_hits (vanguard), condition, game:face_down_damage, '
            'game:choose, game:turn_face_up')


def return_on_end(what, target):
    return (f'AUTO (RC): when an attack hits a vanguard in a battle where this unit boosted a «{what}», you may '
            f'{target}; if you do, as that turn\'s end phase begins, this unit goes back into your deck and the '
            'deck is shuffled.', 'boosted_attack_hits (clan, hits_vanguard), game:choose, timed, game:later, game:to_deck, '
            'game:shuffle')


def _(*abilities):
    out = []
    for a in abilities:
        if isinstance(a, list):
            out.extend(a)
        else:
            out.append(a)
    return out


# ---------------------------------------------------------------------------------------------
# Every card with printed abilities. Cards without abilities, reprints and the six English-only
# numbers are not listed (tools/gen_cards.py finds them from the card data).

CARDS = {
    # BT03 Demonic Lord Invasion
    'BT03/001': _(main_soul_charge_power(),
                  ('ACT (VC/RC), cost soul blast 8 and counter blast 5: move one of the opponent\'s rear-guards of '
                   'your choice onto the opponent\'s vanguard circle; as that turn\'s end phase begins, the '
                   'opponent picks a card of their soul and superior rides it.',
                   'soul_blast, counter_blast, game:choose, game:move_to_vanguard, timed, game:later, game:soul, '
                   'game:superior_ride')),
    'BT03/002': _(('CONT (VC), in your turn: this unit gets +1000 power for each «Dark Irregulars» card in your '
                   'soul.', 'cont power, per (soul, clan), condition'),
                  ('ACT (VC), cost counter blast 1 and putting one of your «Dark Irregulars» rear-guards into your '
                   'soul: the opponent picks one of their own rear-guards and retires it.',
                   'counter_blast, rear_guards_to_soul, game:choose, game:retire')),
    'BT03/003': _(soul_call('Nightmare Doll, Alice', 'Pale Moon', 'hits')),
    'BT03/004': _(rear_guard_to_drop_power('Tachikaze')),
    'BT03/005': _(grade3_count_attack('attacks')),
    'BT03/006': _(('CONT (VC/RC): unless your soul holds a Goddess of the Half Moon, Tsukuyomi, a Goddess of the '
                   'Crescent Moon, Tsukuyomi and a Godhawk, Ichibyoshi, this unit gets -2000 power.',
                   'cont power, condition, game:soul'),
                  ('ACT (VC), counter blast 2: if six or more «Oracle Think Tank» cards are in your soul, draw two '
                   'cards, then put a card of your hand into your soul.',
                   'counter_blast, condition, game:draw, game:choose, game:to_soul')),
    'BT03/007': _(('AUTO, as this card is placed on (VC): if your soul holds a Goddess of the Crescent Moon, '
                   'Tsukuyomi and a Godhawk, Ichibyoshi, you may soul charge 2.',
                   'placed (VC), condition, optional, game:soul_charge'),
                  ride_chain('Goddess of the Full Moon, Tsukuyomi')),
    'BT03/008': _(('ACT (VC), cost resting one of your standing «Nova Grappler» rear-guards: this unit gets +3000 '
                   'power until end of turn.', '+rest rear-guards cost, game:give')),
    'BT03/009': _(('ACT (VC), counter blast 2: if a Werwolf Sieger is in your soul, this unit gets +5000 power and '
                   '+1 critical until end of turn.', 'counter_blast, condition, game:soul, game:give'),
                  ('ACT (hand), cost showing this card and putting it on top of your deck: search your deck for at '
                   'most one Werwolf Sieger, show it, add it to your hand, then shuffle.',
                   'reveal_to_deck_top, game:search, game:reveal, game:to_hand, game:shuffle')),
    'BT03/010': _(('AUTO, as this card is placed on (VC) or (RC): if your vanguard is a «Dark Irregulars», you may '
                   'counter blast 2; if you do, retire one grade 2 or lower rear-guard of the opponent of your '
                   'choice.', 'placed (VC, RC), condition, counter_blast, optional, game:choose, game:retire')),
    'BT03/011': _(perfect_guard('Dark Irregulars')),
    'BT03/012': _(('AUTO (RC), in your main phase: each time a card goes into your soul, if your vanguard is a '
                   '«Dark Irregulars», this unit gets +3000 power until end of turn.',
                   'put_into_your_soul (your_main_phase), condition, game:give')),
    'BT03/013': _(('AUTO (VC), as your main phase begins: soul charge 1, then look at your top card and leave it on '
                   'top or move it to the bottom.', 'beginning (main, your turn), game:soul_charge, game:look_top, '
                   'game:choose, game:to_bottom'),
                  ('ACT (VC/RC), cost soul blast 8 and counter blast 5: every grade 1 or lower rear-guard of the '
                   'opponent goes into the opponent\'s soul.', 'soul_blast, counter_blast, game:to_soul')),
    'BT03/014': _(beast_tamer()),
    'BT03/015': _(soul_call('Mirror Demon', 'Pale Moon', 'hits')),
    'BT03/016': _(perfect_guard('Pale Moon')),
    'BT03/017': _(perfect_guard('Tachikaze')),
    'BT03/018': _(('CONT (VC/RC): unless your soul holds a Knight of Tribulations, Galahad, a Knight of Quests, '
                   'Galahad and a Drangal, this unit gets -2000 power.', 'cont power, condition, game:soul'),
                  ('ACT (VC), counter blast 2: if six or more «Royal Paladin» cards are in your soul, this unit '
                   'gets +3000 power and +1 critical until end of turn.', 'counter_blast, condition, game:give')),
    'BT03/019': _(few_rear_guards_attack()),
    'BT03/020': _(attack_step_critical(14000)),
    'BT03/021': _(('CONT (VC/RC): Restraint (this unit cannot attack).', 'cont restraint'),
                  ('ACT (VC/RC), soul blast 3: this unit loses its Restraint until end of turn.',
                   'soul_blast, game:give(lose_ability)'),
                  ('AUTO (VC): when a «Dark Irregulars» boosts this unit, it gets +5000 power for that battle.',
                   'boosted (clan), game:give')),
    'BT03/023': _(soul_six('Dark Irregulars')),
    'BT03/024': _(placed_soul_charge('Dark Irregulars')),
    'BT03/025': _(ridden_soul_charge('Dark Irregulars')),
    'BT03/027': _(beast_tamer('VC'),
                  ('AUTO, as this card is placed on (VC): draw a card, then put a card of your hand into your soul.',
                   'placed (VC), game:draw, game:choose, game:to_soul')),
    'BT03/029': _(placed_soul_charge('Pale Moon')),
    'BT03/030': _(soul_call('Midnight Bunny', 'Pale Moon', 'boosted')),
    'BT03/031': _(beast_tamer()),
    'BT03/032': _(ridden_soul_charge('Pale Moon')),
    'BT03/033': _(dino_chain('Raging Dragon, Blastsaurus')),
    'BT03/035': _(rear_guard_to_drop_power('Tachikaze')),
    'BT03/036': _(grade3_count_attack('boosts')),
    'BT03/037': _(ride_chain('Knight of Quests, Galahad')),
    'BT03/038': _(('AUTO (RC), as this unit boosts: if six or more «Oracle Think Tank» cards are in your soul, draw '
                   'a card, then put a card of your hand at the bottom of your deck.',
                   'boosts, condition, game:draw, game:choose, game:to_bottom')),
    'BT03/039': _(ride_chain('Goddess of the Crescent Moon, Tsukuyomi')),
    'BT03/041': _(('AUTO (RC): when your vanguard\'s drive check reveals a grade 3 «Nova Grappler», stand this '
                   'unit.', '+vanguard drive check, game:stand')),
    'BT03/042': _(('AUTO (RC): when your vanguard\'s drive check reveals a grade 3 «Nova Grappler», stand this '
                   'unit.', '+vanguard drive check, game:stand')),
    'BT03/043': _(another_placed_soul_charge('Dark Irregulars')),
    'BT03/045': _(soul_six('Dark Irregulars')),
    'BT03/049': _(boost_hit_soul_charge_back()),
    'BT03/050': _(another_placed_soul_charge('Pale Moon')),
    'BT03/051': _(hit_soul_charge('Pale Moon')),
    'BT03/056': _(boost_hit_soul_charge_back()),
    'BT03/057': _(another_placed_soul_charge('Tachikaze')),
    'BT03/058': _(rear_guard_to_drop_power('Tachikaze')),
    'BT03/059': _(dino_chain('Raging Dragon, Sparksaurus')),
    'BT03/063': _(boost_hit_soul_charge_back()),
    'BT03/064': _(('AUTO: when a card named Knight of Godly Speed, Galahad rides this unit, you may soul charge 2.',
                   'ridden (name), optional, game:soul_charge'),
                  ride_chain('Knight of Godly Speed, Galahad')),
    'BT03/065': _(soul_six('Royal Paladin')),
    'BT03/066': _(grade3_count_attack('attacks')),
    'BT03/067': _(ride_chain('Knight of Tribulations, Galahad')),
    'BT03/068': _(soul_six('Royal Paladin')),
    'BT03/070': _(soul_six_attack_filter()),
    'BT03/071': _(hit_soul_charge('Oracle Think Tank')),
    'BT03/072': _(soul_six_attack_filter()),
    'BT03/073': _(ride_chain('Goddess of the Half Moon, Tsukuyomi')),
    'BT03/074': _(('AUTO, as this card is placed on (GC): if six or more «Oracle Think Tank» cards are in your '
                   'soul, it gets +5000 shield until that battle ends.', 'placed (GC), condition, game:give(shield)')),
    'BT03/076': _(hit_soul_charge('Kagero')),
    'BT03/077': _(few_rear_guards_attack()),
    'BT03/080': _(('AUTO (RC), as this unit attacks: if your vanguard is a «Dimension Police», your vanguard gets '
                   '+2000 power until end of turn.', 'attacks, condition, game:vanguards, game:give')),

    # BT04 Eclipse of Illusionary Shadows
    'BT04/001': _(soul_named_power('Blaster Dark'),
                  ('ACT (VC), cost counter blast 2 and retiring three of your «Shadow Paladin» rear-guards: this '
                   'unit gets +10000 power and +1 critical until end of turn.', 'counter_blast, retire, game:give')),
    'BT04/002': _(('AUTO, as this card is placed on (VC) or (RC): if your vanguard is a «Shadow Paladin», you may '
                   'counter blast 2; if you do, search your deck for at most one grade 1 or lower «Shadow '
                   'Paladin», call it to the rear-guard circle of this unit\'s column, then shuffle.',
                   'placed (VC, RC), condition, counter_blast, optional, game:search, call to a column, game:shuffle')),
    'BT04/003': _(('AUTO, as this card is placed on (RC): if your vanguard is a «Shadow Paladin», you may counter '
                   'blast 1 and discard a «Shadow Paladin»; if you do, draw two cards.',
                   'placed (RC), condition, counter_blast, discard, optional, game:draw')),
    'BT04/004': _(soul_named_power('Enigman Wave'), attack_step_critical(15000)),
    'BT04/005': _(soul_named_power('Elite Mutant, Giraffa'),
                  ('AUTO (VC), cost counter blast 2 and retiring two of your «Megacolony» rear-guards: when this '
                   'unit\'s attack hits a vanguard, you may pay; if you do, retire up to two grade 1 or lower '
                   'rear-guards of the opponent of your choice.',
                   'attack_hits (vanguard), counter_blast, retire, optional, game:choose, game:retire')),
    'BT04/006': _(soul_named_power('Amber Dragon, Dusk'),
                  ('ACT (VC), counter blast 2: until end of turn this unit has the ability "AUTO (VC): when this '
                   'unit\'s attack hits a vanguard, retire up to two of the opponent\'s rear-guards of your '
                   'choice."', 'counter_blast, game:give(grant), granted, attack_hits (vanguard), game:choose, '
                   'game:retire')),
    'BT04/007': _(return_on_end('Kagero', 'retire one grade 1 rear-guard of the opponent of your choice')),
    'BT04/008': _(soul_named_power('Blaukluger'),
                  ('AUTO (VC), cost counter blast 2 and discarding two «Nova Grappler»: when this unit\'s attack '
                   'hits a vanguard, you may pay; if you do, stand every unit of yours in this unit\'s column, and '
                   'this unit loses Twin Drive!! until end of turn.',
                   'attack_hits (vanguard), counter_blast, discard, optional, +unit circles, game:stand, '
                   'game:give(lose twin-drive)')),
    'BT04/009': _(('AUTO (VC): when this unit\'s drive check reveals a «Shadow Paladin», it gets +2000 power for '
                   'that battle.', 'drive_check_reveals (clan), game:give')),
    'BT04/010': _(('AUTO (RC), as this unit attacks a vanguard: if your vanguard is a «Shadow Paladin», it gets '
                   '+2000 power for that battle.', 'attacks (vanguard), condition, game:give')),
    'BT04/011': _(perfect_guard('Shadow Paladin')),
    'BT04/012': _(soul_named_power('Enigman Ripple'), attack_step_grant(14000, 'draw a card')),
    'BT04/013': _(('AUTO, as this card is placed on (RC): you may counter blast 2; if you do, another «Dimension '
                   'Police» unit of yours of your choice gets +4000 power until end of turn.',
                   'placed (RC), counter_blast, optional, game:choose, game:give')),
    'BT04/014': _(perfect_guard('Dimension Police')),
    'BT04/015': _(('AUTO (RC), cost resting four of your standing «Dimension Police» rear-guards: when the attack '
                   'of your «Dimension Police» vanguard hits, you may pay; if you do, stand one of your vanguards.',
                   '+vanguard attack hits, +rest rear-guards cost, optional, game:vanguards, game:stand')),
    'BT04/016': _(soul_named_power('Pupa Mutant, Giraffa'),
                  ('AUTO (VC): when this unit\'s attack hits a vanguard, one of the opponent\'s rear-guards of your '
                   'choice does not stand in the opponent\'s next stand phase.',
                   'attack_hits (vanguard), game:choose, game:give(does_not_stand)')),
    'BT04/017': _(perfect_guard('Megacolony')),
    'BT04/018': _(soul_named_power('Amber Dragon, Daylight'),
                  ('AUTO (VC), as this unit attacks a vanguard: it gets +2000 power for that battle.',
                   'attacks (vanguard), game:give')),
    'BT04/019': _(soul_named_power('Blaupanzer'),
                  ('AUTO (VC), when this unit\'s attack hits a vanguard: turn a card of your damage zone face up.',
                   'attack_hits (vanguard), game:face_down_damage, game:choose, game:turn_face_up')),
    'BT04/020': _(('CONT (VC), in your turn: this unit gets +1000 power for each of your rear-guards named Snogal '
                   'or Brugal.', 'cont power, per_rear_guard (names), condition'),
                  ('AUTO, as this card is placed on (VC) or (RC): if your vanguard is a «Royal Paladin», you may '
                   'discard a «Royal Paladin»; if you do, search your deck for at most one Snogal or Brugal, call it '
                   'to (RC), then shuffle.', 'placed (VC, RC), condition, discard, optional, game:search, '
                   'game:superior_call, game:shuffle')),
    'BT04/021': _(('ACT (VC/RC), counter blast 2: this unit gets +4000 power until end of turn.',
                   'counter_blast, game:give')),
    'BT04/022': _(reveal_top_call('Shadow Paladin')),
    'BT04/024': _(soul_named_power('Blaster Javelin'),
                  ('AUTO, as this card is placed on (VC): you may counter blast 2; if you do, retire one of the '
                   'opponent\'s rear-guards of your choice.', 'placed (VC), counter_blast, optional, game:choose, '
                   'game:retire')),
    'BT04/026': _(ridden_search('Blaster Javelin', 'Blaster Dark')),
    'BT04/027': _(attack_step_grant(12000, 'stand one of your rear-guards of your choice')),
    'BT04/029': _(attack_step_critical(13000)),
    'BT04/030': _(('ACT (RC), cost resting this unit: another «Dimension Police» unit of yours of your choice gets '
                   '+2000 power until end of turn.', 'rest_self, game:choose, game:give')),
    'BT04/031': _(ridden_search('Enigman Ripple', 'Enigman Wave')),
    'BT04/032': _(main_soul_charge_power(),
                  ('ACT (VC/RC), cost soul blast 8 and counter blast 5: none of the opponent\'s rear-guards stands '
                   'in the opponent\'s next stand phase.', 'soul_blast, counter_blast, game:give(does_not_stand)')),
    'BT04/033': _(reveal_top_call('Megacolony')),
    'BT04/034': _(hit_cb2_draw('Megacolony')),
    'BT04/035': _(('AUTO, as this card is placed on (GC): if your vanguard is a «Megacolony», rest one grade 0 '
                   'rear-guard of the opponent of your choice.', 'placed (GC), condition, game:choose, game:rest')),
    'BT04/037': _(ridden_search('Pupa Mutant, Giraffa', 'Elite Mutant, Giraffa')),
    'BT04/038': _(boost_vanguard_4000('Kagero', 'the opponent has two or fewer rear-guards')),
    'BT04/039': _(ridden_search('Amber Dragon, Daylight', 'Amber Dragon, Dusk')),
    'BT04/040': _(('AUTO (VC/RC), when this unit\'s attack hits: if your vanguard is a «Nova Grappler», you may '
                   'soul blast 3; if you do, draw a card.', 'attack_hits, condition, soul_blast, optional, game:draw'),
                  ('AUTO (VC): when a «Nova Grappler» boosts this unit, it gets +3000 power for that battle.',
                   'boosted (clan), game:give')),
    'BT04/041': _(ridden_search('Blaupanzer', 'Blaukluger')),
    'BT04/042': _(('AUTO, as this card is placed on (VC) or (RC): if your vanguard is a «Royal Paladin», you may '
                   'discard a «Royal Paladin»; if you do, search your deck for at most one Snogal or Brugal, call it '
                   'to (RC), then shuffle.', 'placed (VC, RC), condition, discard, optional, game:search, '
                   'game:superior_call, game:shuffle')),
    'BT04/043': _(fortress(('Phantom Blaster Dragon', 'Blaster Dark'))),
    'BT04/044': _(intercept_shield('Shadow Paladin')),
    'BT04/046': _(rest_discard_draw()),
    'BT04/047': _(('AUTO (RC): as this unit boosts a unit named Blaster Dark, the boosted unit gets +4000 power for '
                   'that battle.', 'boosts (name), game:give')),
    'BT04/048': _(soul_named_power('Fullbau', 2000), search_grade3_to_hand('Shadow Paladin', 'Phantom Blaster Dragon')),
    'BT04/054': _(hit_vanguard_power_other('Dimension Police')),
    'BT04/055': _(fortress(('Enigman Storm', 'Enigman Wave'))),
    'BT04/056': _(soul_named_power('Enigman Flow', 2000), search_grade3_to_hand('Dimension Police', 'Enigman Storm')),
    'BT04/057': _(boost_vanguard_4000('Dimension Police', 'four or more cards are in your damage zone')),
    'BT04/062': _(fortress(('Evil Armor General, Giraffa', 'Elite Mutant, Giraffa'))),
    'BT04/063': _(('CONT (VC/RC), in your turn: while every vanguard and rear-guard of the opponent is rested, '
                   'this unit gets +3000 power.', 'cont power, condition, game:units, game:rested')),
    'BT04/064': _(soul_named_power('Larva Mutant, Giraffa', 2000),
                  search_grade3_to_hand('Megacolony', 'Evil Armor General, Giraffa')),
    'BT04/065': _(boost_vanguard_4000('Megacolony', 'every vanguard and rear-guard of the opponent is rested')),
    'BT04/070': _(hit_vanguard_power_other('Kagero')),
    'BT04/071': _(fortress(('Amber Dragon, Eclipse', 'Amber Dragon, Dusk'))),
    'BT04/072': _(soul_named_power('Amber Dragon, Dawn', 2000),
                  search_grade3_to_hand('Kagero', 'Amber Dragon, Eclipse')),
    'BT04/074': _(return_on_end('Kagero', 'retire one grade 0 rear-guard of the opponent of your choice')),
    'BT04/075': _(fortress(('Stern Blaukluger', 'Blaukluger'))),
    'BT04/076': _(('AUTO (RC), in your battle phase: when this unit changes from rested to standing, it gets +3000 '
                   'power until end of turn.', '+becomes standing, game:give')),
    'BT04/077': _(soul_named_power('Blaujunger', 2000), search_grade3_to_hand('Nova Grappler', 'Stern Blaukluger')),
    'BT04/078': _(('AUTO (RC): when an attack hits a vanguard in a battle where this unit boosted a «Nova Grappler» '
                   'vanguard, turn a card of your damage zone face up.',
                   'boosted_attack_hits (clan, vanguard, hits_vanguard), game:face_down_damage, game:choose, game:turn_face_up')),
    'BT04/080': _(return_on_end('Nova Grappler', 'turn a card of your damage zone face up')),
    'BT04/081': _(('CONT (RC), in your turn: this unit gets +1000 power for each other unit named Snogal on your '
                   'vanguard or rear-guard circles.', 'cont power, per (units, names, other), condition')),
    'BT04/082': _(('CONT (RC), in your turn: this unit gets +1000 power for each other unit named Brugal on your '
                   'vanguard or rear-guard circles.', 'cont power, per (units, names, other), condition'),
                  forerunner_text('Royal Paladin')),

    # BT05 Awakening of Twin Blades
    'BT05/001': _(pure_clan('Murakumo'),
                  ('AUTO (VC), cost counter blast 1 and discarding a Covert Demonic Dragon, Mandala Lord: as the '
                   'guard step begins in a battle where this unit is attacked, you may pay; if you do, one attacking '
                   'unit of the opponent of your choice gets -10000 power for that battle.',
                   'attacked unit trigger, counter_blast, discard (names), optional, game:attacker, game:choose, '
                   'game:give')),
    'BT05/002': _(('CONT (VC): while your soul holds a Blaster Blade and a Blaster Dark, this unit gets +2000 power '
                   'and +1 critical.', 'cont power, continuous critical, condition, game:soul'),
                  ('AUTO (VC), cost putting a Blaster Blade and a Blaster Dark of your rear-guards into your soul: as '
                   'this unit attacks, you may pay; if you do, it gets +10000 power for that battle.',
                   'attacks, rear_guards_to_soul (names), optional, game:give')),
    'BT05/003': _(('AUTO, as this card is placed on (VC) or (RC): if your vanguard is a «Royal Paladin», you may '
                   'counter blast 2; if you do, search your deck for at most one grade 2 or lower card whose name '
                   'contains "Blaster", call it to (RC), then shuffle.',
                   'placed (VC, RC), condition, counter_blast, optional, name_contains, game:search, '
                   'game:superior_call, game:shuffle')),
    'BT05/004': _(pure_clan('Shadow Paladin'), soul_named_power('Phantom Blaster Dragon', 2000),
                  ('AUTO (VC), cost counter blast 3 and discarding a Phantom Blaster Overlord: as this unit attacks, '
                   'you may pay; if you do, it gets +10000 power and +1 critical until end of turn.',
                   'attacks, counter_blast, discard (names), optional, game:give')),
    'BT05/005': _(pure_clan('Kagero'), soul_named_power('Dragonic Overlord', 2000),
                  ('AUTO (VC), cost counter blast 2 and discarding a Dragonic Overlord the End: when this unit\'s '
                   'attack hits, you may pay; if you do, stand this unit.',
                   'attack_hits, counter_blast, discard (names), optional, game:stand')),
    'BT05/006': _(('AUTO (RC), in your battle phase: when this unit changes from rested to standing, if your '
                   'vanguard is a «Dimension Police», stand another rear-guard of yours in this unit\'s column.',
                   '+becomes standing, condition, +unit circles, game:stand')),
    'BT05/007': _(('CONT (VC): with eight or more «Dark Irregulars» cards in your soul, this unit gets +1000 power.',
                   'cont power, condition, game:soul'),
                  ('AUTO (VC), as this unit attacks: if six or more «Dark Irregulars» cards are in your soul, you '
                   'may counter blast 2; if you do, up to two «Dark Irregulars» rear-guards of yours of your choice '
                   'get +3000 power until end of turn.', 'attacks, condition, counter_blast, optional, game:choose, '
                   'game:give')),
    'BT05/008': _(('CONT (VC): with eight or more «Pale Moon» cards in your soul, this unit gets +1000 power.',
                   'cont power, condition, game:soul'),
                  ('AUTO, as this card is placed on (VC): you may counter blast 2; if you do, call a «Pale Moon» of '
                   'your choice from your soul to (RC).', 'placed (VC), counter_blast, optional, game:soul, '
                   'game:choose, game:superior_call')),
    'BT05/009': _(pure_clan('Neo Nectar'),
                  ('AUTO (VC), cost counter blast 1 and discarding a Maiden of Trailing Rose: when this unit\'s '
                   'attack hits a vanguard, you may pay; if you do, look at up to five of your top cards, call up to '
                   'two «Neo Nectar» among them to different rear-guard circles, then shuffle.',
                   'attack_hits (vanguard), counter_blast, discard (names), optional, look at up to N, '
                   'game:look_top, game:choose, game:superior_call (separate), game:shuffle')),
    'BT05/010': _(hit_cb2_draw('Neo Nectar')),
    'BT05/011': _(perfect_guard('Neo Nectar')),
    'BT05/012': _(stealth_chain('Stealth Fiend, Midnight Crow')),
    'BT05/013': _(perfect_guard('Murakumo')),
    'BT05/014': _(vanguard_name_attack('Blaster')),
    'BT05/015': _(vanguard_name_attack('Blaster')),
    'BT05/016': _(forerunner_text('Royal Paladin'),
                  ('AUTO (RC), cost putting this unit into your soul: when an attack hits in a battle where this unit '
                   'boosted a unit whose name contains "Blaster", you may pay; if you do, search your deck for at '
                   'most one card whose name contains "Blaster", show it, add it to your hand, then shuffle.',
                   'boosted_attack_hits, name_contains, put_self_into_soul, optional, game:search, game:reveal, '
                   'game:to_hand, game:shuffle')),
    'BT05/017': _(hit_cb2_draw('Shadow Paladin')),
    'BT05/018': _(vanguard_name_attack('Blaster')),
    'BT05/019': _(('AUTO, as this card is placed on (VC) or (RC): if six or more «Oracle Think Tank» cards are in '
                   'your soul, bind face down a card picked at random from the opponent\'s hand; as that turn\'s end '
                   'phase begins, the opponent puts that card into their hand.',
                   'placed (VC, RC), condition, bind and random, timed, game:later, game:to_hand')),
    'BT05/020': _(('AUTO, cost resting this unit and another standing «Nova Grappler» rear-guard of yours in its '
                   'column: as this card is placed on (RC), if your vanguard is a «Nova Grappler», you may pay; if '
                   'you do, draw a card.', 'placed (RC), condition, rest_self, +rest rear-guards cost, +unit circles, '
                   'optional, game:draw')),
    'BT05/021': _(('AUTO (VC/RC), as this unit attacks a vanguard: if your vanguard is a «Neo Nectar», it gets '
                   '+2000 power for that battle.', 'attacks (vanguard), condition, game:give')),
    'BT05/022': _(gene_chain('Knight of Verdure, Gene', 2)),
    'BT05/023': _(('AUTO (VC), cost counter blast 2: when this unit\'s attack hits a vanguard, you may pay; if you '
                   'do, stand one «Neo Nectar» rear-guard of yours of your choice.',
                   'attack_hits (vanguard), counter_blast, optional, game:choose, game:stand'),
                  ('AUTO (RC), cost counter blast 2: when this unit\'s attack hits a vanguard, you may pay; if you '
                   'do, stand one grade 1 or lower «Neo Nectar» rear-guard of yours of your choice.',
                   'attack_hits (vanguard), counter_blast, optional, game:choose, game:stand')),
    'BT05/025': _(('AUTO (VC/RC), as this unit attacks: if four or more of your vanguard and rear-guards are «Neo '
                   'Nectar», it gets +3000 power for that battle.', 'attacks, condition, game:units, game:give')),
    'BT05/026': _(forerunner_text('Neo Nectar'), gene_chain('Blade Seed Squire', 1)),
    'BT05/027': _(('AUTO (VC), as your main phase begins: soul charge 1, then turn a card of your damage zone face '
                   'up.', 'beginning (main, your turn), game:soul_charge, game:face_down_damage, game:choose, '
                   'game:turn_face_up'),
                  ('AUTO (VC/RC), cost soul blast 8 and counter blast 5: when this unit\'s attack hits, you may pay; '
                   'if you do, stand all of your units.', 'attack_hits, soul_blast, counter_blast, optional, '
                   'game:units, game:stand')),
    'BT05/028': _(stealth_chain('Stealth Dragon, Voidgelga')),
    'BT05/030': _(('AUTO (RC), when this unit\'s attack hits a vanguard: if your vanguard is a «Murakumo», you may '
                   'return this unit to your hand.', 'attack_hits (vanguard), condition, optional, game:to_hand')),
    'BT05/031': _(look_five_mandala()),
    'BT05/032': _(look_five_mandala()),
    'BT05/033': _(stealth_chain('Stealth Beast, Million Rat')),
    'BT05/034': _(forerunner_text('Murakumo'),
                  ('ACT (RC), cost putting this unit at the bottom of your deck: call up to one «Murakumo» from your '
                   'hand to (RC); as that turn\'s end phase begins, that unit returns to your hand.',
                   'this card to the deck cost, game:choose, game:superior_call, timed, game:later, game:to_hand')),
    'BT05/036': _(main_soul_charge_power(),
                  ('AUTO (VC/RC), cost soul blast 8 and counter blast 5: when this unit\'s attack hits, you may pay; '
                   'if you do, retire all of the opponent\'s rear-guards.',
                   'attack_hits, soul_blast, counter_blast, optional, game:retire')),
    'BT05/037': _(boost_sb1_6000('Blaster')),
    'BT05/038': _(vanguard_name_attack('Overlord')),
    'BT05/039': _(boost_sb1_6000('Overlord')),
    'BT05/041': _(boosted_hit_draw()),
    'BT05/042': _(boost_vanguard_4000('Dark Irregulars', 'six or more «Dark Irregulars» cards are in your soul')),
    'BT05/043': _(gene_chain('Knight of Harvest, Gene', 1)),
    'BT05/044': _(intercept_shield('Neo Nectar')),
    'BT05/045': _(reveal_top_call('Neo Nectar', '1 or 2')),
    'BT05/047': _(power_1000()),
    'BT05/048': _(rest_discard_draw()),
    'BT05/049': _(gene_chain('Knight of Verdure, Gene', 1)),
    'BT05/050': _(('AUTO (RC): as this unit boosts a card named Iris Knight, the boosted unit gets +4000 power for '
                   'that battle.', 'boosts (name), game:give')),
    'BT05/055': _(soul_to_power('Neo Nectar')),
    'BT05/056': _(damage_counter_charge('VC/RC', 'Murakumo')),
    'BT05/058': _(boost_vanguard_4000('Murakumo', 'you hold more cards in hand than the opponent')),
    'BT05/062': _(soul_to_charge('Murakumo')),
    'BT05/063': _(hit_vanguard_power_other('Royal Paladin')),
    'BT05/064': _(hand_to_soul('Royal Paladin')),
    'BT05/065': _(soul_to_power('Royal Paladin')),
    'BT05/066': _(hand_to_soul('Shadow Paladin')),
    'BT05/067': _(('ACT (RC), cost counter blast 1 and retiring two of your «Shadow Paladin» rear-guards (this unit '
                   'may be one): search your deck for at most one Phantom Blaster Overlord, show it, add it to your '
                   'hand, then shuffle.', 'counter_blast, retire, retire cost with this unit, game:search, '
                   'game:reveal, game:to_hand, game:shuffle')),
    'BT05/069': _(('AUTO (RC), as this unit attacks: if six or more «Oracle Think Tank» cards are in your soul, it '
                   'gets +3000 power for that battle.', 'attacks, condition, game:give')),
    'BT05/070': _(hand_to_soul('Oracle Think Tank')),
    'BT05/072': _(('ACT (RC), cost counter blast 1 and retiring two of your «Kagero» rear-guards (this unit may be '
                   'one): search your deck for at most one Dragonic Overlord the End, show it, add it to your hand, '
                   'then shuffle.', 'counter_blast, retire, retire cost with this unit, game:search, game:reveal, '
                   'game:to_hand, game:shuffle')),
    'BT05/073': _(('AUTO (VC): each time one of your «Nova Grappler» rear-guards changes from standing to rested, '
                   'this unit gets +1000 power until end of turn.', '+becomes rested, game:give')),
    'BT05/074': _(('ACT (RC), counter blast 1: if your vanguard is a «Nova Grappler», stand this unit.',
                   'counter_blast, condition, game:stand')),
    'BT05/076': _(hit_vanguard_power_other('Dimension Police', 'RC')),
    'BT05/077': _(soul_to_power('Dimension Police')),
    'BT05/078': _(guard_drop_soul_charge('Dark Irregulars')),
    'BT05/079': _(('ACT (RC), cost putting this unit into your soul: if your vanguard is a «Dark Irregulars», you '
                   'may soul charge 1.', 'put_self_into_soul, condition, game:may, game:soul_charge')),
    'BT05/080': _(guard_drop_soul_charge('Pale Moon')),
    'BT05/081': _(hand_to_soul('Pale Moon')),
    'BT05/082': _(soul_to_charge('Pale Moon')),

    # TD05 Slash of Silver Wolf (Gold Paladin)
    'TD05/001': _(lb_attack_5000(),
                  ('AUTO, as this card is placed on (VC): you may counter blast 2; if you do, search your deck for at '
                   'most one grade 2 or lower «Gold Paladin», call it to (RC), then shuffle.',
                   'placed (VC), counter_blast, optional, game:search, game:superior_call, game:shuffle')),
    'TD05/002': _(gp_count_2000()),
    'TD05/003': _(attack_cb1_3000()),
    'TD05/005': _(gp_count_2000()),
    'TD05/006': _(intercept_shield('Gold Paladin')),
    'TD05/007': _(fewer_cards_3000()),
    'TD05/009': _(power_1000()),
    'TD05/010': _(boosted_hit_draw()),
    'TD05/011': _(boost_named_5000('Great Silver Wolf, Garmore')),
    'TD05/012': _(placed_rc_boost_other('Gold Paladin')),
    'TD05/013': _(('AUTO, as this card is placed on (RC): if your vanguard is a «Gold Paladin», you may soul blast '
                   '2; if you do, draw a card.', 'placed (RC), condition, soul_blast, optional, game:draw')),

    # TD06 Resonance of Thunder Dragon (Narukami)
    'TD06/001': _(lb_attack_5000(),
                  ('AUTO, as this card is placed on (VC): you may counter blast 2; if you do, retire one grade 2 or '
                   'lower rear-guard of the opponent of your choice.',
                   'placed (VC), counter_blast, optional, game:choose, game:retire')),
    'TD06/002': djinn('Narukami'),
    'TD06/003': _(attack_cb1_3000()),
    'TD06/005': _(intercept_shield('Narukami')),
    'TD06/006': djinn('Narukami'),
    'TD06/007': _(fewer_cards_3000()),
    'TD06/009': _(power_1000()),
    'TD06/010': _(boosted_hit_draw()),
    'TD06/011': djinn('Narukami'),
    'TD06/012': _(boost_named_5000('Thunder Break Dragon')),
    'TD06/013': _(placed_rc_boost_other('Narukami')),

    # TD07 (Aqua Force)
    'TD07/001': _(('ACT (VC), Limit Break 4, counter blast 2: until end of turn this unit gets +3000 power and the '
                   'ability "AUTO (VC): when this unit\'s attack hits a vanguard, if this is the third or a later '
                   'battle of the turn, stand up to two «Aqua Force» rear-guards of yours of your choice."',
                   'limit_break, counter_blast, game:give(grant), granted, attack_hits (vanguard), condition, '
                   'game:battle_number, game:choose, game:stand'),
                  ('AUTO (VC), as this unit attacks: if this is the third or a later battle of the turn, it gets '
                   '+3000 power until end of turn.', 'attacks, condition, game:battle_number, game:give')),
    'TD07/002': _(('AUTO (VC), as this unit attacks: if this is the third or a later battle of the turn, it gets '
                   '+3000 power for that battle.', 'attacks, condition, game:battle_number, game:give'),
                  ('AUTO (RC), as this unit attacks: if your vanguard is an «Aqua Force» and this is the third or a '
                   'later battle of the turn, it gets +1000 power for that battle.',
                   'attacks, condition, game:battle_number, game:give')),
    'TD07/003': _(attack_cb1_3000()),
    'TD07/005': _(('AUTO (VC/RC), when this unit\'s attack hits a vanguard: if your vanguard is an «Aqua Force» and '
                   'this is the fourth or a later battle of the turn, draw a card.',
                   'attack_hits (vanguard), condition, game:battle_number, game:draw')),
    'TD07/006': _(third_battle_attack('Aqua Force', 3000)),
    'TD07/007': _(intercept_shield('Aqua Force')),
    'TD07/009': _(power_1000()),
    'TD07/010': _(placed_rc_boost_other('Aqua Force')),
    'TD07/011': _(third_battle_attack('Aqua Force', 3000)),
    'TD07/012': _(boosted_hit_draw()),
    'TD07/013': _(('AUTO (RC): as this unit boosts an «Aqua Force» vanguard, if this is the third or a later battle '
                   'of the turn, the boosted unit gets +4000 power for that battle.',
                   'boosts (clan, vanguard), condition, game:battle_number, game:give')),

    # TD08 (Gold Paladin, Liberators)
    'TD08/001': _(('AUTO, Limit Break 4: when a «Gold Paladin» rides this unit, your vanguard gets +10000 power '
                   'until end of turn, and up to three «Gold Paladin» rear-guards of yours of your choice get +5000 '
                   'power until end of turn.', 'limit_break, ridden (clan), game:vanguards, game:choose, game:give'),
                  ('AUTO (VC), as this unit attacks a vanguard: it gets +2000 power for that battle.',
                   'attacks (vanguard), game:give'),
                  ('CONT (VC/RC): Lord (this unit cannot attack while you have a unit that does not share its '
                   'clan). The English text marks it ACT; the Japanese text, and CR 10.2.7, make it continuous.',
                   '+Lord')),
    'TD08/002': _(lb_attack_5000(),
                  ('AUTO (RC), as this unit attacks a vanguard: if your vanguard is a «Gold Paladin», it gets +2000 '
                   'power for that battle.', 'attacks (vanguard), condition, game:give')),
    'TD08/003': _(attack_cb1_3000()),
    'TD08/005': _(liberator_attack()),
    'TD08/006': _(('AUTO, as this card is placed on (VC) or (RC): if your vanguard\'s name contains "Liberator", '
                   'you may counter blast 2; if you do, retire one of the opponent\'s front-row rear-guards of your '
                   'choice.', 'placed (VC, RC), condition, counter_blast, optional, +unit circles, game:choose, '
                   'game:retire')),
    'TD08/007': _(intercept_shield('Gold Paladin')),
    'TD08/008': _(('AUTO (VC/RC), as this unit attacks: if you have three or more other rear-guards whose names '
                   'contain "Liberator", it gets +3000 power for that battle.', 'attacks, condition, game:give')),
    'TD08/010': _(liberator_attack()),
    'TD08/011': _(power_1000()),
    'TD08/012': _(('AUTO (RC): as this unit boosts a «Gold Paladin» vanguard, if you have three or more other '
                   'rear-guards whose names contain "Liberator", the boosted unit gets +4000 power for that battle.',
                   'boosts (clan, vanguard), condition, game:give')),
}


def split_uses(uses):
    """The names of one ability's `uses` (commas inside parentheses do not split)."""
    out, depth, cur = [], 0, ''
    for ch in uses:
        depth += (ch == '(') - (ch == ')')
        if ch == ',' and depth == 0:
            out.append(cur.strip())
            cur = ''
        else:
            cur += ch
    return out + [cur.strip()] if cur.strip() else out


def new_mechanisms(uses):
    """The new mechanisms of one ability's `uses`, in order."""
    return [u[1:] for u in split_uses(uses) if u.startswith('+')]


def needs(number):
    """The new mechanisms a card needs (those of RULES_ONLY aside), in first-use order."""
    out = []
    for _text, uses in CARDS.get(number, []):
        for m in new_mechanisms(uses):
            if m not in MECHANISMS:
                raise KeyError(f'{number}: unknown mechanism {m!r}')
            if m not in out and m not in RULES_ONLY and m not in BUILT:
                out.append(m)
    return out
