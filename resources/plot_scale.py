#!/usr/bin/env python3
"""Plots the CSV of `m3studio-bench terrain-scale --csv FILE` as an SVG with two log-log
panels, total time and peak memory against the number of points, one line per mode (whole
cloud, tiles in memory, streamed). Standard library only, so it runs wherever the bench does.

    python3 resources/plot_scale.py scale.csv docs/terrain-scale.svg
"""
import csv
import math
import sys

MODES = [("whole", "whole cloud", "#c0392b"), ("tiled", "tiles in memory", "#2471a3"),
         ("streamed", "streamed", "#1e8449")]
PANEL_W, PANEL_H, MARGIN = 360, 260, 60


def read_rows(path):
    with open(path, newline="") as f:
        return [r for r in csv.DictReader(f)]


def decades(low, high):
    return range(math.floor(math.log10(low)), math.ceil(math.log10(high)) + 1)


def panel(rows, column, title, unit, left):
    """SVG elements of one panel whose plot area starts at x = left."""
    points = [float(r["points"]) for r in rows]
    values = [float(r[column]) for r in rows]
    xs, ys = decades(min(points), max(points)), decades(min(values), max(values))
    x0, x1, y0, y1 = xs[0], xs[-1], ys[0], ys[-1]
    top = 40

    def px(v):
        return left + (math.log10(v) - x0) / max(x1 - x0, 1) * PANEL_W

    def py(v):
        return top + PANEL_H - (math.log10(v) - y0) / max(y1 - y0, 1) * PANEL_H

    out = [f'<text x="{left + PANEL_W / 2}" y="{top - 14}" text-anchor="middle" font-weight="bold">{title}</text>',
           f'<rect x="{left}" y="{top}" width="{PANEL_W}" height="{PANEL_H}" fill="none" stroke="#888"/>']
    for d in xs:
        x = px(10 ** d)
        out.append(f'<line x1="{x}" y1="{top}" x2="{x}" y2="{top + PANEL_H}" stroke="#ddd"/>')
        out.append(f'<text x="{x}" y="{top + PANEL_H + 16}" text-anchor="middle">{10 ** d / 1e6:g} M</text>')
    for d in ys:
        y = py(10 ** d)
        out.append(f'<line x1="{left}" y1="{y}" x2="{left + PANEL_W}" y2="{y}" stroke="#ddd"/>')
        out.append(f'<text x="{left - 6}" y="{y + 4}" text-anchor="end">{10 ** d:g}</text>')
    out.append(f'<text x="{left + PANEL_W / 2}" y="{top + PANEL_H + 34}" text-anchor="middle">points</text>')
    out.append(f'<text x="{left - 44}" y="{top + PANEL_H / 2}" text-anchor="middle" '
               f'transform="rotate(-90 {left - 44} {top + PANEL_H / 2})">{unit}</text>')
    for mode, _, colour in MODES:
        line = [(px(float(r["points"])), py(float(r[column]))) for r in rows if r["mode"] == mode]
        if not line:
            continue
        out.append(f'<polyline fill="none" stroke="{colour}" stroke-width="2" points="'
                   + " ".join(f"{x:.1f},{y:.1f}" for x, y in line) + '"/>')
        out += [f'<circle cx="{x:.1f}" cy="{y:.1f}" r="3.5" fill="{colour}"/>' for x, y in line]
    return out


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    rows = read_rows(sys.argv[1])
    second = 2 * MARGIN + PANEL_W + 2 * MARGIN
    width = second + PANEL_W + MARGIN
    body = panel(rows, "total_s", "read, features, graph, prediction, write", "seconds", 2 * MARGIN)
    body += panel(rows, "peak_mib", "peak resident memory", "MiB", second)
    legend_y = 40 + PANEL_H + 56
    for k, (_, name, colour) in enumerate(MODES):
        x = 2 * MARGIN + k * 170
        body.append(f'<rect x="{x}" y="{legend_y - 10}" width="14" height="10" fill="{colour}"/>')
        body.append(f'<text x="{x + 20}" y="{legend_y}">{name}</text>')
    svg = (f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{legend_y + 16}" '
           f'font-family="sans-serif" font-size="12">\n<rect width="100%" height="100%" fill="white"/>\n'
           + "\n".join(body) + "\n</svg>\n")
    with open(sys.argv[2], "w") as f:
        f.write(svg)


if __name__ == "__main__":
    main()
