// The judge's desk in a real browser: writes the report of a recorded game with findings, opens
// the page in headless Chromium, steps to each finding with the keyboard and checks the board
// the page shows (read back from the DOM's data attributes) against
// `vgjudge state FILE --at STEP --format json`; saves a screenshot of the board.
// usage: node report.test.mjs VGJUDGE RECORD WORKDIR SCREENSHOT (scripts/desk-test.sh)
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';

const [vgjudge, record, work, screenshot] = process.argv.slice(2);
let passed = 0;
const check = (what, fn) => { fn(); passed += 1; console.log(`ok - ${what}`); };

const run = args => {
  try { return execFileSync(vgjudge, args, { encoding: 'utf8', maxBuffer: 1 << 28 }); }
  catch (e) { if (e.status === 1) return e.stdout; throw e; }  // exit 1: findings
};

// The board as `vgjudge state` gives it, reduced to what the page draws.
function expected(step) {
  const b = JSON.parse(run(['state', record, '--at', String(step), '--format', 'json']));
  const unit = u => ({ id: u.card.id ?? '?', rested: u.rested, power: u.power, critical: u.critical, shield: u.shield });
  const pile = cards => ({ count: cards.length, ids: cards.map(c => c.id ?? '?').join(' ') });
  const players = {};
  for (const p of b.players) {
    const circles = {};
    for (const [c, u] of Object.entries(p.circles)) if (u) circles[c] = unit(u);
    players[p.player] = { deck: p.deck, circles, guardians: p.guardians.map(unit), damage_face_down: p.damage_face_down,
      hand: pile(p.hand), damage: pile(p.damage), soul: pile(p.soul), drop: pile(p.drop), trigger: pile(p.trigger) };
  }
  const battle = b.battle && { attacker: b.battle.attacker.id, target: b.battle.target.id, booster: b.battle.booster ? b.battle.booster.id : '' };
  return { step: b.step, turn: b.turn, players, battle, standing: b.standing.length };
}

// The board the page shows, from the data attributes of what it drew.
function shown() {
  const num = v => (v === undefined ? null : Number(v));
  const unit = e => ({ id: e.dataset.id, rested: e.dataset.rested === 'true', power: num(e.dataset.power),
    critical: num(e.dataset.critical), shield: num(e.dataset.shield) });
  const board = document.getElementById('board');
  const players = {};
  for (const p of ['A', 'B']) {
    const circles = {};
    board.querySelectorAll(`.field[data-player="${p}"] .unit`).forEach(e => { circles[e.dataset.circle] = unit(e); });
    const pile = z => { const e = board.querySelector(`.pile[data-player="${p}"][data-zone="${z}"]`);
      return { count: Number(e.dataset.count), ids: e.dataset.ids }; };
    players[p] = { deck: Number(board.querySelector(`.pile[data-player="${p}"][data-zone="deck"]`).dataset.count), circles,
      guardians: [...board.querySelectorAll(`.gc[data-player="${p}"] .unit`)].map(unit),
      damage_face_down: Number(board.querySelector(`.pile[data-player="${p}"][data-zone="damage"]`).dataset.faceDown),
      hand: pile('hand'), damage: pile('damage'), soul: pile('soul'), drop: pile('drop'), trigger: pile('trigger') };
  }
  const b = board.querySelector('.battle');
  const battle = b && { attacker: b.dataset.attacker, target: b.dataset.target, booster: b.dataset.booster };
  return { step: Number(board.dataset.step), turn: Number(board.dataset.turn), players, battle,
    standing: Number(document.getElementById('standing').dataset.count) };
}

const verdict = JSON.parse(run(['verify', '--format', 'json', record]))[0];
const findingSteps = verdict.findings.map(f => f.step);
check('the record has findings to step to', () => assert.ok(findingSteps.length > 0));
run(['report', record, '-o', work]);
const page = join(work, basename(record, '.xml') + '.html');

const profile = mkdtempSync(join(tmpdir(), 'vg-desk-chromium-'));
const context = await chromium.launchPersistentContext(profile, {
  executablePath: '/usr/bin/chromium', headless: true, viewport: { width: 1400, height: 1000 },
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
    '--disable-component-update', '--disable-sync'],
});
try {
  const tab = await context.newPage();
  const requests = [];
  tab.on('request', r => { if (!r.url().startsWith('file:')) requests.push(r.url()); });
  await tab.goto(pathToFileURL(page).href);
  const opened = await tab.evaluate(shown);
  check('the page opens at step 0', () => assert.equal(opened.step, 0));
  for (const [i, step] of findingSteps.entries()) {
    await tab.keyboard.press('n');
    const board = await tab.evaluate(shown);
    check(`finding ${i + 1}: the n key goes to its step ${step}`, () => assert.equal(board.step, step));
    check(`finding ${i + 1}: the board at step ${step} is the one vgjudge state gives`, () => assert.deepEqual(board, expected(step)));
    const text = await tab.locator(`.find[data-finding="${i + 1}"] .rule`).textContent();
    check(`finding ${i + 1}: shows the text of CR ${verdict.findings[i].rule}`,
      () => assert.match(text, new RegExp(`^CR ${verdict.findings[i].rule.replaceAll('.', '\\.')} .*: (?!\\(no text)`)));
    if (i === 1) await tab.screenshot({ path: screenshot, fullPage: false });
  }
  await tab.keyboard.press('ArrowLeft');
  const back = await tab.evaluate(shown);
  check('the left key goes one step back', () => assert.equal(back.step, findingSteps.at(-1) - 1));
  check('and that board is the one vgjudge state gives', () => assert.deepEqual(back, expected(back.step)));
  await tab.keyboard.press('ArrowRight');
  const on = await tab.evaluate(shown);
  check('the right key goes one step on', () => assert.equal(on.step, findingSteps.at(-1)));
  check('the page asked for nothing over the network', () => assert.deepEqual(requests, []));
} finally {
  await context.close();
  rmSync(profile, { recursive: true, force: true });
}
console.log(`${passed} passed, 0 failed`);
