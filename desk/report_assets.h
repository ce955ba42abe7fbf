// The style sheet and the script of vgjudge report, written once per report into the asset file
// beside the pages (kReportAssetName, desk/report.cpp: the script installs the style sheet).
// On a game's page the script reads the game's JSON (the first board of desk/board.h whole, then
// the parts that changed at each step, the events, the findings), rebuilds the board of the
// chosen step and draws it; every drawn unit and pile carries data attributes with what it
// shows, which tests/desk/report.test.mjs reads back. On the index it sorts the table by the
// column whose header is clicked and filters its rows.
#pragma once

#include <string_view>

namespace vg::desk {

inline constexpr std::string_view kReportCss = R"css(
body{margin:0;font:14px/1.35 system-ui,sans-serif;background:#f4f1ea;color:#222}
header{padding:8px 16px;background:#233;color:#eee}header h1{font-size:16px;margin:0}
header p{margin:4px 0}kbd{background:#eee;color:#222;border-radius:3px;padding:0 4px;font-size:12px}
main{display:flex;height:calc(100vh - 90px)}
#timeline{width:340px;overflow:auto;border-right:1px solid #ccc;padding:0 8px;background:#fff}
#timeline h2{font-size:13px;margin:10px 0 4px}#findings{padding-left:20px;margin:0}
#findings a{color:#a00}.turn{font-weight:bold;margin-top:6px}
.step{display:block;font:12px monospace;color:#333;text-decoration:none;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.step.current{background:#fd6}.step.finding{color:#a00;font-weight:bold}
#desk{flex:1;overflow:auto;padding:10px 16px}#where{font-weight:bold;margin-bottom:6px}
#where code{font-weight:normal;background:#fff;padding:1px 4px}
.find{border-left:4px solid #a00;background:#fee;padding:4px 8px;margin:4px 0}
.find .rule{color:#444;font-size:12px;margin-top:2px}
.side{display:flex;gap:12px;align-items:flex-start;margin:6px 0}
.field{display:grid;grid-template-columns:repeat(3,130px);gap:6px;background:#2e5e3e;padding:8px;border-radius:8px}
.circle{height:104px;border:2px dashed #8b8;border-radius:50%;color:#cfc;font-size:11px;display:flex;align-items:center;justify-content:center}
.unit{height:104px;background:#fffdf5;border:2px solid #554;border-radius:6px;padding:3px;font-size:11px;overflow:hidden}
.unit.rest{transform:rotate(-8deg);background:#ddd}.unit .name{font-weight:bold}.unit .circle-name{color:#666}
.unit[data-battle=attacker]{outline:4px solid #e33}.unit[data-battle=booster]{outline:4px solid #e93}
.unit[data-battle=target]{outline:4px solid #36e}
.gc{display:flex;gap:6px;min-height:40px;align-items:center;padding:4px 8px;background:#dfe8df;border-radius:6px;margin:4px 0}
.gc .unit{width:130px;height:auto;min-height:60px}
.zones{display:grid;grid-template-columns:repeat(2,200px);gap:4px}
.pile{background:#fff;border:1px solid #bbb;border-radius:4px;padding:3px 6px;font-size:11px}
.pile b{display:block}.pile .fd{color:#777;font-style:italic}
#standing{margin-top:8px}.battle{margin:4px 0;font-weight:bold;color:#733}
table.index{border-collapse:collapse;margin:12px}table.index td,table.index th{border:1px solid #ccc;padding:3px 8px}
table.index th{background:#dde;cursor:pointer;user-select:none;white-space:nowrap}
table.index th[aria-sort=ascending]::after{content:" \25B2"}table.index th[aria-sort=descending]::after{content:" \25BC"}
table.index td[data-value]{text-align:right}
tr.FINDINGS td,tr.ERROR td,tr.INCOMPLETE td{color:#a00}.filters input{width:260px}
)css";

inline constexpr std::string_view kReportJs = R"js(
const el = (tag, attrs, text) => {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) if (v !== null && v !== undefined) e.setAttribute(k, v);
  if (text !== undefined) e.textContent = text;
  return e;
};

// A game's page.
function gamePage(G) {
  const last = G.changes.length;
  let cur = 0, curFinding = -1;
  // boards[n]: the board after step n, rebuilt from the one before it and step n's changes; the
  // parts a step leaves alone are shared with the board before. In a change, a card is the number
  // of its JSON in G.cards: an element of a pile, or a unit's "card".
  const boards = [G.first];
  const cards = v => Array.isArray(v) ? v.map(e => typeof e === 'number' ? G.cards[e] : cards(e))
    : v && typeof v === 'object' ? Object.fromEntries(Object.entries(v).map(([k, e]) => [k, k === 'card' ? G.cards[e] : cards(e)])) : v;
  function changed(b, changes) {
    const out = {...b};
    for (const [path, value] of Object.entries(changes)) {
      const keys = path.split('.');
      let o = out;
      for (const k of keys.slice(0, -1)) { o[k] = Array.isArray(o[k]) ? o[k].slice() : {...o[k]}; o = o[k]; }
      o[keys[keys.length - 1]] = cards(value);
    }
    return out;
  }
  function boardAt(n) {
    let k = n;
    while (boards[k] === undefined) --k;
    for (; k < n; ++k) boards[k + 1] = changed(boards[k], G.changes[k]);
    return boards[n];
  }
  const stepOf = f => Math.min(f.step, last);
  const cardText = c => !c.id ? '(hidden)' : c.name ? `${c.id} ${c.name} [G${c.grade}]` : `${c.id} (unknown)`;
  const where = b => `turn ${b.turn}, ${b.phase}${b.battle_step !== 'none' ? '/' + b.battle_step : ''}, turn player ${b.turn_player}`;

  function drawTimeline() {
    const list = document.getElementById('findings');
    G.findings.forEach((f, i) => {
      const li = el('li', {id: 'finding-' + (i + 1)});
      const a = el('a', {href: '#finding-' + (i + 1), class: 'finding', 'data-finding': i}, `line ${f.line}: ${f.kind} [CR ${f.rule}]`);
      a.addEventListener('click', e => { e.preventDefault(); curFinding = i; show(stepOf(f)); });
      li.append(a);
      list.append(li);
    });
    if (!G.findings.length) list.append(el('li', {}, 'none'));
    const steps = document.getElementById('steps');
    let turn = -1;
    for (let n = 0; n <= last; ++n) {
      const b = boardAt(n);
      if (b.turn !== turn) { turn = b.turn; steps.append(el('div', {class: 'turn'}, turn ? `turn ${turn} (player ${b.turn_player})` : 'setup')); }
      const has = G.findings.some(f => stepOf(f) === n);
      const text = n ? `${n} L${b.line} ${G.events[n - 1]}` : '0 before the first event';
      const a = el('a', {href: '#step-' + n, class: 'step' + (has ? ' finding' : ''), 'data-step': n, title: where(b)}, text);
      a.addEventListener('click', e => { e.preventDefault(); show(n); });
      steps.append(a);
    }
  }

  function unitEl(u, player, battle) {
    const role = !battle ? null : ['attacker', 'booster', 'target'].find(r => battle[r] && battle[r].player === player && battle[r].circle === u.circle);
    const d = el('div', {class: 'unit' + (u.rested ? ' rest' : ''), 'data-player': player, 'data-circle': u.circle,
      'data-id': u.card.id || '?', 'data-rested': u.rested, 'data-power': u.power, 'data-critical': u.critical,
      'data-shield': u.shield, 'data-battle': role});
    d.append(el('div', {class: 'circle-name'}, u.circle + (role ? ' - ' + role : '')));
    d.append(el('div', {class: 'name'}, cardText(u.card)));
    const stats = [u.rested ? 'rest' : 'stand'];
    if (u.power !== null) stats.push(`power ${u.power}`, `critical ${u.critical}`);
    if (u.shield !== null) stats.push(`shield ${u.shield}`);
    d.append(el('div', {}, stats.join(', ')));
    return d;
  }

  function fieldEl(p, battle, top) {
    const f = el('div', {class: 'field', 'data-player': p.player});
    const rows = [['back-left', 'back-center', 'back-right'], ['front-left', 'vanguard', 'front-right']];
    if (!top) rows.reverse();
    for (const row of rows) for (const c of (top ? row.slice().reverse() : row)) {
      const u = p.circles[c];
      const e = u ? unitEl(u, p.player, battle) : el('div', {class: 'circle', 'data-player': p.player, 'data-circle': c}, c);
      if (c === 'vanguard' && p.legion_mate) {  // CR 1.31 10.1.24.3: the Legion Mate, beside its Leader
        const m = unitEl(p.legion_mate, p.player, null);
        m.dataset.circle = 'vanguard-legion-mate';
        m.firstChild.textContent = 'vanguard - Legion Mate';
        e.append(m);
      }
      f.append(e);
    }
    return f;
  }

  function pileEl(p, zone, label) {
    const cards = p[zone];
    const attrs = {class: 'pile', 'data-player': p.player, 'data-zone': zone, 'data-count': cards.length,
      'data-ids': cards.map(c => c.id || '?').join(' ')};
    if (zone === 'damage') attrs['data-face-down'] = p.damage_face_down;
    const d = el('div', attrs);
    d.append(el('b', {}, `${label} (${cards.length})`));
    cards.forEach(c => d.append(el('div', {class: c.face_down ? 'fd' : ''}, cardText(c) + (c.face_down ? ' - face down' : ''))));
    return d;
  }

  function sideEl(p, battle, top) {
    const s = el('div', {class: 'side', 'data-player': p.player});
    const zones = el('div', {class: 'zones'});
    zones.append(el('div', {class: 'pile', 'data-player': p.player, 'data-zone': 'deck', 'data-count': p.deck}, `player ${p.player}: deck ${p.deck}`));
    for (const [z, l] of [['hand', 'hand'], ['damage', 'damage'], ['soul', 'soul'], ['drop', 'drop zone'], ['trigger', 'trigger zone']]) zones.append(pileEl(p, z, l));
    s.append(fieldEl(p, battle, top), zones);
    return s;
  }

  function gcEl(p) {
    const g = el('div', {class: 'gc', 'data-player': p.player, 'data-count': p.guardians.length});
    g.append(el('span', {}, `player ${p.player} guardian circle:`));
    p.guardians.forEach(u => g.append(unitEl(u, p.player, null)));
    return g;
  }

  function findingEl(f) {
    const d = el('div', {class: 'find', 'data-finding': f.n});
    d.append(el('div', {}, `finding ${f.n}, line ${f.line}, ${f.where}: ${f.kind} ${f.message} [CR ${f.rule}]` + (f.follows ? ` (may follow finding ${f.follows})` : '')));
    d.append(el('div', {class: 'rule'}, `CR ${f.rule}${f.title ? ' ' + f.title : ''}: ${f.text || '(no text in the rules reference)'}`));
    return d;
  }

  function show(n) {
    cur = Math.max(0, Math.min(last, n));
    const b = boardAt(cur);
    const w = document.getElementById('where');
    w.textContent = `step ${cur}${b.line ? ', line ' + b.line : ''}, ${where(b)}: `;
    w.append(el('code', {}, cur ? G.events[cur - 1] : 'before the first event'));
    const fs = document.getElementById('step-findings');
    fs.replaceChildren(...G.findings.filter(f => stepOf(f) === cur).map(findingEl));
    const board = document.getElementById('board');
    board.setAttribute('data-step', cur);
    board.setAttribute('data-turn', b.turn);
    const [a, bb] = b.players;
    const parts = [sideEl(bb, b.battle, true), gcEl(bb)];
    if (b.battle) {
      const t = r => `player ${r.player}'s ${r.id} on ${r.circle}`;
      parts.push(el('div', {class: 'battle', 'data-attacker': b.battle.attacker.id, 'data-target': b.battle.target.id,
        'data-booster': b.battle.booster ? b.battle.booster.id : ''},
        `battle: ${t(b.battle.attacker)} attacks ${t(b.battle.target)}` + (b.battle.booster ? `, boosted by ${t(b.battle.booster)}` : '') + (b.battle.hit ? ' (hit)' : '')));
    }
    parts.push(gcEl(a), sideEl(a, b.battle, false));
    board.replaceChildren(...parts);
    const st = document.getElementById('standing');
    st.setAttribute('data-count', b.standing.length);
    st.replaceChildren(...b.standing.map(s => el('div', {}, `standing by: player ${s.player}, ability ${s.ability} of ${cardText(s.card)}: ${s.text}`)));
    document.querySelectorAll('.step.current').forEach(e => e.classList.remove('current'));
    const item = document.querySelector(`.step[data-step="${cur}"]`);
    if (item) { item.classList.add('current'); item.scrollIntoView({block: 'nearest'}); }
    history.replaceState(null, '', '#step-' + cur);
  }

  function nextFinding(dir) {
    const order = G.findings.map((f, i) => i);
    if (dir < 0) order.reverse();
    const i = order.find(i => { const s = stepOf(G.findings[i]);
      return dir > 0 ? s > cur || (s === cur && i > curFinding) : s < cur || (s === cur && i < curFinding); });
    if (i === undefined) return;
    curFinding = i;
    show(stepOf(G.findings[i]));
  }

  document.addEventListener('keydown', e => {
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    const k = e.key;
    if (k === 'ArrowRight' || k === 'j') show(cur + 1);
    else if (k === 'ArrowLeft' || k === 'k') show(cur - 1);
    else if (k === 'n') nextFinding(1);
    else if (k === 'p') nextFinding(-1);
    else if (k === 'Home') show(0);
    else if (k === 'End') show(last);
    else return;
    e.preventDefault();
  });

  document.getElementById('verdict').textContent = `${G.verdict}: ${G.findings.length} findings, ${last} steps; ${G.outcome}`;
  if (!G.first) return;  // the record could not be followed to its first board
  drawTimeline();
  // The address names a step (#step-N) or a finding (#finding-N, 1-based: the index links a game
  // with findings to its first).
  const step = /^#step-(\d+)$/.exec(location.hash), finding = /^#finding-(\d+)$/.exec(location.hash);
  const f = finding ? Number(finding[1]) - 1 : -1;
  if (f >= 0 && f < G.findings.length) { curFinding = f; show(stepOf(G.findings[f])); }
  else show(step ? Number(step[1]) : 0);
}

// The index: a click on a column's header sorts the rows by it (again: the other way); the
// filter box keeps the rows holding its text, the verdict list the rows of that verdict.
function indexPage(table) {
  const body = table.tBodies[0];
  const heads = [...table.tHead.rows[0].cells];
  heads.forEach((th, col) => th.addEventListener('click', () => {
    const dir = th.getAttribute('aria-sort') === 'ascending' ? -1 : 1;
    heads.forEach(h => h.removeAttribute('aria-sort'));
    th.setAttribute('aria-sort', dir > 0 ? 'ascending' : 'descending');
    const number = th.dataset.type === 'number';
    const key = tr => { const td = tr.cells[col]; return number ? Number(td.dataset.value) : td.textContent; };
    const rows = [...body.rows];
    rows.sort((a, b) => { const x = key(a), y = key(b);
      return dir * (number ? x - y : x.localeCompare(y, undefined, {numeric: true})); });
    body.append(...rows);
  }));
  const text = document.getElementById('filter'), verdict = document.getElementById('verdict-filter');
  const shown = document.getElementById('shown');
  const filter = () => {
    const words = text.value.toLowerCase().split(/\s+/).filter(w => w);
    let n = 0;
    for (const tr of body.rows) {
      const row = tr.textContent.toLowerCase();
      tr.hidden = !(words.every(w => row.includes(w)) && (!verdict.value || tr.dataset.verdict === verdict.value));
      n += tr.hidden ? 0 : 1;
    }
    shown.textContent = `${n} of ${body.rows.length} games shown.`;
    shown.dataset.count = n;
  };
  text.addEventListener('input', filter);
  verdict.addEventListener('change', filter);
  filter();
}

const game = document.getElementById('game');
if (game) gamePage(JSON.parse(game.textContent));
const index = document.querySelector('table.index');
if (index) indexPage(index);
)js";

}  // namespace vg::desk
