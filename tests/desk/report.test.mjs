// The judge's desk in a real browser: writes the report of a folder of recorded games, opens its
// index in headless Chromium, sorts and filters the table and follows the link of the game with
// findings to its first finding; on that game's page steps to each finding with the keyboard
// and checks the board the page shows (read back from the DOM's data attributes) against
// `vgjudge state FILE --at STEP --format json`, and that a step reached by jumping to it shows
// the board reached by stepping to it; saves a screenshot of the board.
// usage: node report.test.mjs VGJUDGE FOLDER RECORD WORKDIR SCREENSHOT (scripts/desk-test.sh; the
// record is one of the folder's, named as given to vgjudge, relative to the working directory)
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';

const [vgjudge, folder, record, work, screenshot] = process.argv.slice(2);
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

const verdicts = JSON.parse(run(['verify', '--format', 'json', folder]));
const verdict = verdicts.find(v => v.file === record);
const findingSteps = verdict.findings.map(f => f.step);
check('the record has findings to step to', () => assert.ok(findingSteps.length > 0));
run(['report', folder, '-o', work]);
const page = join(work, basename(record, '.xml') + '.html');
const index = join(work, 'index.html');

// The rows of the index as shown: the record, the verdict and the findings of each.
const rows = () => [...document.querySelectorAll('table.index tbody tr')].filter(tr => !tr.hidden)
  .map(tr => ({ record: tr.cells[0].textContent, verdict: tr.dataset.verdict, findings: Number(tr.cells[4].dataset.value) }));
const column = name => `table.index th:text-is("${name}")`;

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

  await tab.goto(pathToFileURL(index).href);
  const all = await tab.evaluate(rows);
  check('the index has a row per game', () => assert.equal(all.length, verdicts.length));
  await tab.click(column('findings'));
  const up = await tab.evaluate(rows);
  check('a click on "findings" sorts the rows by their findings, fewest first',
    () => assert.deepEqual(up.map(r => r.findings), all.map(r => r.findings).sort((a, b) => a - b)));
  await tab.click(column('findings'));
  const down = await tab.evaluate(rows);
  check('a second click sorts them most first', () => assert.deepEqual(down.map(r => r.findings), up.map(r => r.findings).reverse()));
  const sorted = await tab.getAttribute(column('findings'), 'aria-sort');
  check('and its header says so', () => assert.equal(sorted, 'descending'));
  await tab.selectOption('#verdict-filter', 'CLEAN');
  const clean = await tab.evaluate(rows);
  check('the verdict filter keeps the clean games', () => assert.deepEqual(clean.map(r => r.verdict),
    verdicts.filter(v => v.verdict === 'clean').map(() => 'CLEAN')));
  await tab.selectOption('#verdict-filter', '');
  await tab.fill('#filter', basename(record, '.xml'));
  const found = await tab.evaluate(rows);
  check('the text filter keeps the rows holding its text', () => assert.deepEqual(found.map(r => r.record), [record]));
  await tab.click(`table.index tbody tr:not([hidden]) a`);
  await tab.waitForURL(/\.html#step-\d+$/);
  const first = await tab.evaluate(shown);
  check(`the row's link opens the game at its first finding, step ${findingSteps[0]}`, () => assert.equal(first.step, findingSteps[0]));
  const showsFinding = await tab.locator('#step-findings .find[data-finding="1"]').count();
  check('and shows that finding', () => assert.equal(showsFinding, 1));
  const header = await tab.textContent('header h1');
  check('the page shows the record as it was named to vgjudge, not made absolute', () => assert.equal(header, record));

  // A step far from the start, reached by jumping to it and by stepping to it.
  const far = verdict.steps - 3;
  await tab.goto(pathToFileURL(page).href + '#step-' + far);
  await tab.reload();
  const jumped = await tab.evaluate(shown);
  check(`the address #step-${far} opens the page at that step`, () => assert.equal(jumped.step, far));
  check(`the board at step ${far} reached by jumping is the one vgjudge state gives`, () => assert.deepEqual(jumped, expected(far)));
  await tab.keyboard.press('Home');
  for (let i = 0; i < far; ++i) await tab.keyboard.press('ArrowRight');
  const stepped = await tab.evaluate(shown);
  check(`and the one reached by stepping to it from step 0`, () => assert.deepEqual(stepped, jumped));

  await tab.goto(pathToFileURL(page).href);
  await tab.reload();
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
