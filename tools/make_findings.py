#!/usr/bin/env python3
"""Regenerate the finding catalogue's test records (tests/verifier/findings/OPERATOR.xml and
.expected) from seeded self-play games and the mutation operators, as docs/findings.md says.

Usage (from the source root, after a build): tools/make_findings.py [build/vgjudge]
Records made by hand (IdentityContradicted, UndeterminedHiddenCard) are left as they are.
"""
import glob, os, re, shutil, subprocess, sys, tempfile

vg = sys.argv[1] if len(sys.argv) > 1 else 'build/vgjudge'
decks = ['--deck', 'cards/decks/TD01.deck', '--deck', 'cards/decks/TD02.deck']
out_dir = 'tests/verifier/findings'

def run(*args):
    return subprocess.run([vg, *args], capture_output=True, text=True).stdout

with tempfile.TemporaryDirectory() as tmp:
    sp, mut = os.path.join(tmp, 'sp'), os.path.join(tmp, 'mut')
    run('selfplay', *decks, '--seed', '1', '--games', '30', '-o', sp)
    run('selfplay', *decks, '--seed', '31', '--games', '10', '--agent', 'random', '-o', sp)
    games = sorted(glob.glob(os.path.join(sp, 'game-*.xml')), key=lambda p: int(re.search(r'(\d+)\.xml$', p).group(1)))
    run('mutate', *games, '-o', mut)
    by_op = {}
    for game in games:
        stem = os.path.basename(game)[:-4]
        for path in sorted(glob.glob(os.path.join(mut, stem + '.*.xml'))):
            by_op.setdefault(path[len(os.path.join(mut, stem)) + 1:-4], []).append(path)
    for op, paths in sorted(by_op.items()):
        def findings(p):
            return sum(1 for line in run('verify', p).splitlines() if ': step ' in line)
        best = min(paths[:8], key=findings)
        target = os.path.join(out_dir, op + '.xml')
        shutil.copy(best, target)
        report = [l for l in run('verify', target).splitlines() if not l.startswith('total:')]
        with open(os.path.join(out_dir, op + '.expected'), 'w') as f:
            f.write('\n'.join(report) + '\n')
        print(op, os.path.basename(best))
