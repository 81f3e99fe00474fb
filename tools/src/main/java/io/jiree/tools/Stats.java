package io.jiree.tools;

import java.util.Arrays;

/** The aggregate statistics benchmark-module reports over repetitions. */
final class Stats {
    private Stats() {}

    static double mean(double[] v) {
        return Arrays.stream(v).sum() / v.length;
    }

    static double median(double[] v) {
        double[] s = v.clone();
        Arrays.sort(s);
        int n = s.length;
        return n % 2 == 1 ? s[n / 2] : (s[n / 2 - 1] + s[n / 2]) / 2;
    }

    /** Sample standard deviation (n - 1), as Google Benchmark computes it. */
    static double stddev(double[] v) {
        if (v.length < 2) {
            return 0;
        }
        double m = mean(v);
        double sum = 0;
        for (double x : v) {
            sum += (x - m) * (x - m);
        }
        return Math.sqrt(sum / (v.length - 1));
    }

    /** Coefficient of variation: stddev / mean. */
    static double cv(double[] v) {
        double m = mean(v);
        return m == 0 ? 0 : stddev(v) / m;
    }
}
