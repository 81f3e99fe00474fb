package io.jiree.tools;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * A trace drawn as a static SVG picture ({@code jiree trace-summary --svg}): one lane per thread of
 * each process (rank), its spans as boxes stacked by nesting and coloured by category, the flow
 * arrows between queue operations, and a time axis in milliseconds. For a look without a trace
 * viewer (Perfetto and {@code chrome://tracing} read the same file interactively).
 */
final class TraceDrawing {
    private static final int LABELS = 230;
    private static final int WIDTH = 1100;
    private static final int ROW = 16;
    private static final Map<String, String> COLOURS = Map.of(
            "vm", "#4e79a7",
            "import", "#a0cbe8",
            "queue", "#f28e2b",
            "dispatch", "#59a14f",
            "collective", "#e15759");

    private TraceDrawing() {}

    private record Span(int pid, long tid, String category, String name, double start, double end) {}

    private record Flow(long id, boolean out, int pid, long tid, double at) {}

    /**
     * Draws {@code events} (as {@link TraceFiles#events} reads them) into {@code target}; with
     * {@code focus}, only the time of the spans named so (the earliest start to the latest end).
     */
    static void draw(List<TraceFiles.Event> events, Path target, String focus) {
        List<Span> spans = new ArrayList<>();
        List<Flow> flows = new ArrayList<>();
        Map<String, String> processNames = new HashMap<>();
        Map<String, String> threadNames = new HashMap<>();
        for (TraceFiles.Event e : events) {
            switch (e.phase()) {
                case "X" -> spans.add(new Span(e.pid(), e.tid(), e.category(), e.name(), e.ts(), e.ts() + e.dur()));
                case "s", "f" -> flows.add(new Flow(e.id(), e.phase().equals("s"), e.pid(), e.tid(), e.ts()));
                case "M" -> {
                    if (e.name().equals("process_name")) {
                        processNames.put(Integer.toString(e.pid()), e.argName());
                    } else if (e.name().equals("thread_name")) {
                        threadNames.put(e.pid() + "/" + e.tid(), e.argName());
                    }
                }
                default -> {}
            }
        }
        double from = Double.MAX_VALUE;
        double to = 0;
        for (Span s : spans) {
            if (focus == null || s.name().equals(focus)) {
                from = Math.min(from, s.start());
                to = Math.max(to, s.end());
            }
        }
        if (from >= to) {
            throw JireeException.of(
                    StatusCode.NOT_FOUND,
                    "no span%s in the trace to draw",
                    focus == null ? "" : " named '" + focus + "'");
        }
        double pad = (to - from) * 0.02;
        double t0 = from - pad;
        double t1 = to + pad;
        double scale = WIDTH / (t1 - t0);
        // Lanes: (pid, tid) in order; each span's depth in its lane from nesting.
        Map<String, List<Span>> lanes =
                new TreeMap<>(Comparator.comparingInt((String k) -> Integer.parseInt(k.split("/")[0]))
                        .thenComparingLong(k -> Long.parseLong(k.split("/")[1])));
        for (Span s : spans) {
            if (s.end() >= t0 && s.start() <= t1) {
                lanes.computeIfAbsent(s.pid() + "/" + s.tid(), k -> new ArrayList<>())
                        .add(s);
            }
        }
        StringBuilder body = new StringBuilder();
        Map<String, Double> laneY = new HashMap<>();
        double y = 30;
        for (var lane : lanes.entrySet()) {
            List<Span> list = lane.getValue();
            list.sort(Comparator.comparingDouble(Span::start).thenComparingDouble(s -> -s.end()));
            Deque<Span> open = new ArrayDeque<>();
            int deepest = 0;
            StringBuilder boxes = new StringBuilder();
            for (Span s : list) {
                while (!open.isEmpty() && open.peek().end() <= s.start()) {
                    open.pop();
                }
                int depth = open.size();
                deepest = Math.max(deepest, depth);
                open.push(s);
                double x = LABELS + Math.max(0, (s.start() - t0) * scale);
                double w = Math.max(1, Math.min(LABELS + WIDTH, LABELS + (s.end() - t0) * scale) - x);
                double top = y + depth * ROW;
                boxes.append(String.format(
                        Locale.ROOT,
                        "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%d\" fill=\"%s\" stroke=\"#ffffff\" stroke-width=\"0.5\"><title>%s %s: %.3f ms</title></rect>%n",
                        x,
                        top,
                        w,
                        ROW - 2,
                        COLOURS.getOrDefault(s.category(), "#bab0ac"),
                        xml(s.category()),
                        xml(s.name()),
                        (s.end() - s.start()) / 1000));
                if (w > 50) {
                    int chars = (int) (w / 6.2);
                    String label =
                            s.name().length() > chars ? s.name().substring(0, Math.max(1, chars - 1)) + "…" : s.name();
                    boxes.append(String.format(
                            Locale.ROOT,
                            "<text x=\"%.1f\" y=\"%.1f\" font-size=\"10\" fill=\"#111\">%s</text>%n",
                            x + 2,
                            top + ROW - 5,
                            xml(label)));
                }
            }
            String[] key = lane.getKey().split("/");
            String label = processNames.getOrDefault(key[0], "pid " + key[0]) + " · "
                    + threadNames.getOrDefault(lane.getKey(), "thread " + key[1]);
            body.append(String.format(
                    Locale.ROOT,
                    "<text x=\"6\" y=\"%.1f\" font-size=\"11\" fill=\"#222\">%s</text>%n",
                    y + ROW - 4,
                    xml(label)));
            body.append(boxes);
            laneY.put(lane.getKey(), y);
            y += (deepest + 1) * ROW + 10;
            body.append(String.format(
                    Locale.ROOT,
                    "<line x1=\"0\" x2=\"%d\" y1=\"%.1f\" y2=\"%.1f\" stroke=\"#dddddd\"/>%n",
                    LABELS + WIDTH,
                    y - 5,
                    y - 5));
        }
        // Flow arrows whose both ends are drawn.
        Map<Long, Flow> outs = new HashMap<>();
        for (Flow f : flows) {
            if (f.out()) {
                outs.put(f.id(), f);
            }
        }
        for (Flow f : flows) {
            Flow o = outs.get(f.id());
            Double ya = o == null ? null : laneY.get(o.pid() + "/" + o.tid());
            Double yb = f.out() ? null : laneY.get(f.pid() + "/" + f.tid());
            if (ya != null && yb != null && o.at() >= t0 && f.at() <= t1) {
                body.append(String.format(
                        Locale.ROOT,
                        "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"#333\" stroke-width=\"1\" marker-end=\"url(#arrow)\"/>%n",
                        LABELS + (o.at() - t0) * scale,
                        ya + ROW / 2.0,
                        LABELS + (f.at() - t0) * scale,
                        yb + ROW / 2.0));
            }
        }
        StringBuilder svg = new StringBuilder();
        int height = (int) y + 40;
        svg.append(String.format(
                Locale.ROOT,
                "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" font-family=\"sans-serif\">%n",
                LABELS + WIDTH + 10,
                height));
        svg.append(
                "<defs><marker id=\"arrow\" markerWidth=\"6\" markerHeight=\"6\" refX=\"5\" refY=\"3\" orient=\"auto\">"
                        + "<path d=\"M0,0 L6,3 L0,6 z\" fill=\"#333\"/></marker></defs>\n");
        svg.append("<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n");
        // The time axis, in milliseconds from the left edge.
        double spanMs = (t1 - t0) / 1000;
        double step = Math.pow(10, Math.floor(Math.log10(spanMs / 5)));
        if (spanMs / step > 12) {
            step *= spanMs / step > 30 ? 5 : 2;
        }
        for (double ms = 0; ms <= spanMs; ms += step) {
            double x = LABELS + ms * 1000 * scale;
            svg.append(String.format(
                    Locale.ROOT,
                    "<line x1=\"%.1f\" x2=\"%.1f\" y1=\"22\" y2=\"%d\" stroke=\"#eeeeee\"/><text x=\"%.1f\" y=\"16\" font-size=\"10\" fill=\"#555\">%s ms</text>%n",
                    x,
                    x,
                    height - 30,
                    x + 2,
                    trim(ms)));
        }
        svg.append(body);
        double lx = LABELS;
        for (String c : List.of("vm", "import", "queue", "dispatch", "collective")) {
            svg.append(String.format(
                    Locale.ROOT,
                    "<rect x=\"%.0f\" y=\"%d\" width=\"12\" height=\"12\" fill=\"%s\"/><text x=\"%.0f\" y=\"%d\" font-size=\"11\">%s</text>%n",
                    lx,
                    height - 24,
                    COLOURS.get(c),
                    lx + 16,
                    height - 14,
                    c));
            lx += 100;
        }
        svg.append("</svg>\n");
        try {
            Files.writeString(target, svg, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw JireeException.of(StatusCode.UNAVAILABLE, "cannot write %s: %s", target, e.getMessage());
        }
    }

    private static String trim(double ms) {
        String s = String.format(Locale.ROOT, "%.3f", ms);
        return s.contains(".") ? s.replaceAll("0+$", "").replaceAll("\\.$", "") : s;
    }

    private static String xml(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}
