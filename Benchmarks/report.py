#!/usr/bin/env python3
"""Puts several full runs of tapestry-bench together: make bench runs the harness three times and calls this.

Usage: report.py OUT_DIR RUN.json... [--readme README.md]

Writes OUT_DIR/bench.json (each row with the min / median / max over the runs of ours, the floor, the peer and
the ratio, and whether its target was met in each run), OUT_DIR/bench.md (the table the README shows) and
OUT_DIR/bench.svg (every ratio's median with its min-max spread, log scale). With --readme, the table replaces
what stands between the README's `<!-- bench-table -->` and `<!-- /bench-table -->` lines.
"""
import json
import math
import statistics
import sys


def spread(values):
    values = [v for v in values if v is not None and math.isfinite(v)]
    if not values:
        return None
    return {"min": min(values), "median": statistics.median(values), "max": max(values)}


def combine(runs):
    names = []
    for run in runs:
        for row in run["rows"]:
            if row["name"] not in names:
                names.append(row["name"])
    rows = []
    for name in names:
        found = [next((r for r in run["rows"] if r["name"] == name), None) for run in runs]
        present = [r for r in found if r is not None]
        last = present[-1]
        rows.append({
            "name": name,
            "unit": last["unit"],
            "ours": spread([r["ours"] for r in present]),
            "floor": spread([r.get("floor") for r in present]),
            "floorName": last.get("floorName"),
            "peer": spread([r.get("peer") for r in present]),
            "peerName": last.get("peerName"),
            "ratio": spread([r.get("ratio") for r in present]),
            "target": last["target"],
            "informational": last.get("informational", last["target"] == ""),
            # One entry per run: true, false, or null (not measured in that run, or no floor to compare with).
            "metInRuns": [None if r is None else r.get("met") for r in found],
            "method": last.get("method"),
            "note": last.get("note"),
        })
    return rows


def number(value, unit):
    if value is None:
        return "—"
    magnitude = abs(value)
    if magnitude >= 10000:
        text = f"{value:,.0f}"
    elif magnitude >= 100:
        text = f"{value:.0f}"
    elif magnitude >= 10:
        text = f"{value:.1f}"
    elif magnitude >= 1:
        text = f"{value:.2f}"
    else:
        text = f"{value:.3f}"
    return f"{text} {unit}"


def ours_text(row):
    s = row["ours"]
    if s is None:
        return "—"
    if s["min"] == s["max"]:
        return number(s["median"], row["unit"])
    return f'{number(s["median"], row["unit"])} ({number(s["min"], "").strip()}–{number(s["max"], "").strip()})'


def ratio_text(row):
    s = row["ratio"]
    if s is None:
        return "—"
    return f'{s["min"]:.2f}× / **{s["median"]:.2f}×** / {s["max"]:.2f}×'


def met_text(row, runs):
    if row["informational"]:
        return "informational"
    results = row["metInRuns"]
    met = sum(1 for r in results if r is True)
    measured = sum(1 for r in results if r is not None)
    why = " (why: below the table)"
    if measured < runs:
        return f"{met} of {measured} runs (not measured in {runs - measured})" + why
    return "yes, all runs" if met == runs else ("no run" if met == 0 else f"{met} of {runs} runs") + why


def escape(text):
    return (text or "").replace("|", "\\|")


def table(rows, runs):
    lines = [
        f"| Case | Ours: median (min–max) | Floor: median | Peer: median | Ratio min / **median** / max | Target "
        f"| Met in {runs} runs |",
        "| --- | --- | --- | --- | --- | --- | --- |",
    ]
    for row in rows:
        floor = number(row["floor"]["median"], row["unit"]) if row["floor"] else "—"
        if row["floor"] and row["floorName"]:
            # The program's name here; what it does is in the list of methods below the table.
            floor += f' ({escape(row["floorName"].split(" (")[0])})'
        peer = "—"
        if row["peer"]:
            peer = f'{escape(row["peerName"] or "peer")} {number(row["peer"]["median"], row["unit"])}'
        lines.append(
            f'| {escape(row["name"])} | {ours_text(row)} | {floor} | {peer} | {ratio_text(row)} '
            f'| {escape(row["target"]) or "—"} | {met_text(row, runs)} |')
    return "\n".join(lines) + "\n"


def methods(rows):
    lines = []
    for row in rows:
        if row["method"] or row["note"]:
            against = f'against {row["floorName"]}' if row["floorName"] else None
            text = "; ".join(t for t in [against, row["method"], row["note"]] if t)
            lines.append(f'- **{escape(row["name"])}**: {text}.')
    return "\n".join(lines) + "\n"


def plot(rows, title):
    plotted = [r for r in rows if r["ratio"] and r["ratio"]["median"] > 0]
    left, width, bar, gap, top = 380.0, 420.0, 14.0, 4.0, 40.0
    low, high = 0.25, 16.0

    def x(ratio):
        ratio = min(max(ratio, low), high)
        return left + width * (math.log2(ratio) - math.log2(low)) / (math.log2(high) - math.log2(low))

    height = top + len(plotted) * (bar + gap) + 40

    def esc(s):
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")

    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{int(left + width + 90)}" height="{int(height)}" '
        'font-family="DejaVu Sans, sans-serif" font-size="11">',
        '<rect width="100%" height="100%" fill="white"/>',
        '<text x="10" y="20" font-size="14" font-weight="bold">make bench: ours ÷ floor (or peer), log scale, '
        'median and min–max of the runs</text>',
        f'<text x="10" y="34" fill="#666">{esc(title)}; green: target met in every run, red: not, '
        'grey: informational</text>',
    ]
    for tick in [0.25, 0.5, 1, 2, 4, 8, 16]:
        tx = x(tick)
        label = {0.25: "¼", 0.5: "½"}.get(tick, str(int(tick)))
        out.append(f'<line x1="{tx}" y1="{top - 4}" x2="{tx}" y2="{height - 30}" stroke="#ddd"/>')
        out.append(f'<text x="{tx}" y="{height - 16}" text-anchor="middle">{label}×</text>')
    for index, row in enumerate(plotted):
        y = top + index * (bar + gap)
        r = row["ratio"]
        results = row["metInRuns"]
        if row["informational"]:
            colour = "#AEAEB2"
        elif all(m is True for m in results):
            colour = "#34C759"
        else:
            colour = "#FF3B30"
        a, b = x(1), x(r["median"])
        out.append(f'<text x="{left - 8}" y="{y + 11}" text-anchor="end">{esc(row["name"][:60])}</text>')
        out.append(
            f'<rect x="{min(a, b)}" y="{y}" width="{max(1, abs(b - a))}" height="{bar}" fill="{colour}"/>')
        out.append(
            f'<line x1="{x(r["min"])}" y1="{y + bar / 2}" x2="{x(r["max"])}" y2="{y + bar / 2}" stroke="#333"/>')
        out.append(f'<text x="{max(a, b, x(r["max"])) + 4}" y="{y + 11}">{r["median"]:.2f}×</text>')
    out.append(
        f'<line x1="{x(1)}" y1="{top - 4}" x2="{x(1)}" y2="{height - 30}" stroke="#333" stroke-dasharray="4 3"/>')
    out.append("</svg>")
    return "\n".join(out) + "\n"


def main():
    args = sys.argv[1:]
    readme = None
    if "--readme" in args:
        i = args.index("--readme")
        readme = args[i + 1]
        del args[i:i + 2]
    out_dir, paths = args[0], args[1:]
    runs = [json.load(open(p)) for p in paths]
    if not runs:
        sys.exit("report.py: no runs given")
    rows = combine(runs)
    machine = f'{runs[-1]["machine"]}, {runs[-1]["cores"]} cores, {len(runs)} full runs'
    json.dump({"machine": machine, "runs": len(runs), "rows": rows},
              open(f"{out_dir}/bench.json", "w"), indent=2, sort_keys=True)
    text = f"Machine: {machine}.\n\n" + table(rows, len(runs)) + "\nHow each row is measured:\n\n" + methods(rows)
    open(f"{out_dir}/bench.md", "w").write(text)
    open(f"{out_dir}/bench.svg", "w").write(plot(rows, machine))
    targeted = [r for r in rows if not r["informational"]]
    always = [r for r in targeted if all(m is True for m in r["metInRuns"])]
    print(f"{len(rows)} rows, {len(targeted)} with a target, met in every run: {len(always)}; "
          f"not: {', '.join(r['name'] for r in targeted if r not in always) or 'none'}")
    if readme:
        content = open(readme).read()
        begin, end = "<!-- bench-table -->\n", "<!-- /bench-table -->"
        if begin not in content or end not in content:
            sys.exit(f"report.py: {readme} has no {begin.strip()} … {end} markers")
        head, rest = content.split(begin, 1)
        _, tail = rest.split(end, 1)
        open(readme, "w").write(head + begin + text + end + tail)


main()
