package io.jiree.tools;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import java.io.IOException;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Map;

/**
 * googletest's XML report ({@code --gtest_output=xml[:PATH]}): the JUnit XML that CI systems
 * read, laid out as googletest writes it — {@code testsuites}, one {@code testsuite} (the module),
 * a {@code testcase} per test the filter and shard select, a {@code failure} with the message per
 * failed expectation.
 */
final class GtestXml {
    private static final DateTimeFormatter TIMESTAMP = DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HH:mm:ss.SSS");

    private GtestXml() {}

    /**
     * The file {@code --gtest_output} names: null when it asks for no XML; {@code xml} alone is
     * {@code test_detail.xml}, a directory gets {@code check-module.xml}.
     */
    static Path file(String output) {
        if (output.isEmpty()) {
            return null;
        }
        int colon = output.indexOf(':');
        String format = colon < 0 ? output : output.substring(0, colon);
        if (!format.equals("xml")) {
            throw JireeException.of(
                    StatusCode.INVALID_ARGUMENT,
                    "--gtest_output=%s: jiree check-module writes xml reports; use xml[:PATH]",
                    output);
        }
        if (colon < 0) {
            return Path.of("test_detail.xml");
        }
        String path = output.substring(colon + 1);
        Path p = Path.of(path);
        if (path.endsWith("/") || Files.isDirectory(p)) {
            return p.resolve("check-module.xml");
        }
        return p;
    }

    /**
     * Writes the report of {@code tests} (those selected; a disabled one that did not run has no
     * result) to {@code file}; {@code listOnly} writes the --gtest_list_tests form.
     */
    static void write(
            Path file,
            String suite,
            List<GtestReport.Case> tests,
            Map<GtestReport.Case, GtestReport.Result> results,
            long startMillis,
            long totalMillis,
            boolean listOnly) {
        long failures = results.values().stream()
                .filter(r -> r.outcome() == GtestReport.Outcome.FAILED)
                .count();
        long skipped = results.values().stream()
                .filter(r -> r.outcome() == GtestReport.Outcome.SKIPPED)
                .count();
        long disabled = tests.stream().filter(t -> !results.containsKey(t)).count();
        StringBuilder b = new StringBuilder("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
        b.append("<testsuites");
        attribute(b, "tests", tests.size());
        if (!listOnly) {
            attribute(b, "failures", failures);
            attribute(b, "disabled", disabled);
            attribute(b, "errors", 0);
            attribute(b, "time", seconds(totalMillis));
            attribute(b, "timestamp", timestamp(startMillis));
        }
        attribute(b, "name", "AllTests");
        b.append(">\n");
        if (!tests.isEmpty()) {
            b.append("  <testsuite");
            attribute(b, "name", suite);
            attribute(b, "tests", tests.size());
            if (!listOnly) {
                attribute(b, "failures", failures);
                attribute(b, "disabled", disabled);
                attribute(b, "skipped", skipped);
                attribute(b, "errors", 0);
                attribute(b, "time", seconds(totalMillis));
                attribute(b, "timestamp", timestamp(startMillis));
            }
            b.append(">\n");
            for (GtestReport.Case t : tests) {
                testCase(b, t, results.get(t), listOnly);
            }
            b.append("  </testsuite>\n");
        }
        b.append("</testsuites>\n");
        try {
            Path parent = file.toAbsolutePath().getParent();
            if (parent != null) {
                Files.createDirectories(parent);
            }
            Files.writeString(file, b, StandardCharsets.UTF_8);
        } catch (IOException | RuntimeException e) {
            throw JireeException.of(
                    StatusCode.PERMISSION_DENIED,
                    "unable to write the XML report to '%s' (--gtest_output): %s",
                    file,
                    e.getMessage());
        }
    }

    private static void testCase(StringBuilder b, GtestReport.Case t, GtestReport.Result r, boolean listOnly) {
        b.append("    <testcase");
        attribute(b, "name", t.name());
        attribute(b, "value_param", t.param());
        if (listOnly) {
            b.append(" />\n");
            return;
        }
        attribute(b, "status", r == null ? "notrun" : "run");
        attribute(
                b,
                "result",
                r == null ? "suppressed" : r.outcome() == GtestReport.Outcome.SKIPPED ? "skipped" : "completed");
        attribute(b, "time", seconds(r == null ? 0 : r.millis()));
        attribute(b, "timestamp", timestamp(r == null ? 0 : r.startMillis()));
        attribute(b, "classname", t.suite());
        if (r == null || r.failures().isEmpty()) {
            b.append(" />\n");
            return;
        }
        b.append(">\n");
        for (String f : r.failures()) {
            String text = t.fullName() + "\n" + f;
            b.append("      <failure message=\"").append(escape(text)).append("\" type=\"\">");
            b.append("<![CDATA[")
                    .append(validXml(text).replace("]]>", "]]>]]&gt;<![CDATA["))
                    .append("]]>");
            b.append("</failure>\n");
        }
        b.append("    </testcase>\n");
    }

    private static void attribute(StringBuilder b, String name, Object value) {
        b.append(' ')
                .append(name)
                .append("=\"")
                .append(escape(String.valueOf(value)))
                .append('"');
    }

    /** An attribute value as googletest escapes it: markup characters and line breaks as references. */
    static String escape(String s) {
        StringBuilder b = new StringBuilder();
        for (char c : validXml(s).toCharArray()) {
            switch (c) {
                case '<' -> b.append("&lt;");
                case '>' -> b.append("&gt;");
                case '&' -> b.append("&amp;");
                case '\'' -> b.append("&apos;");
                case '"' -> b.append("&quot;");
                case '\n', '\r', '\t' -> b.append(String.format("&#x%02X;", (int) c));
                default -> b.append(c);
            }
        }
        return b.toString();
    }

    /** {@code s} without the characters XML 1.0 cannot hold. */
    private static String validXml(String s) {
        StringBuilder b = new StringBuilder();
        for (char c : s.toCharArray()) {
            if (c >= 0x20 || c == '\n' || c == '\r' || c == '\t') {
                b.append(c);
            }
        }
        return b.toString();
    }

    /** googletest's seconds: as few decimals as the milliseconds need (0.3, 0.41, 1.234, 2.). */
    static String seconds(long millis) {
        int decimals = millis % 1000 == 0 ? 0 : millis % 100 == 0 ? 1 : millis % 10 == 0 ? 2 : 3;
        String s = BigDecimal.valueOf(millis, 3)
                .setScale(decimals, RoundingMode.UNNECESSARY)
                .toPlainString();
        return decimals == 0 ? s + "." : s;
    }

    private static String timestamp(long epochMillis) {
        return LocalDateTime.ofInstant(Instant.ofEpochMilli(epochMillis), ZoneId.systemDefault())
                .format(TIMESTAMP);
    }
}
