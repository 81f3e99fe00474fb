package io.jiree.tools;

import io.jiree.base.JireeException;
import io.jiree.runtime.io.FunctionInputs;
import io.jiree.runtime.io.FunctionOutputs;
import io.jiree.runtime.io.HostValue;
import io.jiree.runtime.io.TensorComparison;
import io.jiree.vm.Function;
import java.io.PrintWriter;
import java.util.List;

/**
 * What becomes of a call's results, with IREE's flags (its process_results and comparison flags):
 * printed, routed by {@code --output=}, or compared with {@code --expected_output=} under
 * {@code --equality_mode} and the thresholds. run-module processes every run's results,
 * benchmark-module its last call's with {@code --enable_output_processing}.
 */
final class ResultOptions {
    private final Flags.Texts outputs;
    private final Flags.Texts expectedOutputs;
    private final Flags.Value<Long> outputMaxElementCount;
    private final Flags.Value<String> equalityMode;
    private final Flags.Value<Double> f16Threshold;
    private final Flags.Value<Double> f32Threshold;
    private final Flags.Value<Double> f64Threshold;
    private final Flags.Value<Double> bf16Threshold;
    private final Flags.Value<Double> rtol;

    ResultOptions(Flags flags) {
        flags.section("Results: ResultOptions");
        outputs = flags.list(
                "output",
                "Where each result goes, in order (repeatable): - (printed), empty (dropped),\n"
                        + "@file.npy / @file.bin (written), +file.npy / +file.bin (appended).");
        expectedOutputs = flags.list(
                "expected_output",
                "An expected result, in the forms --input takes ((ignored) skips one); the tool exits 1\n"
                        + "when a result differs.");
        outputMaxElementCount = flags.int64(
                "output_max_element_count",
                FunctionOutputs.DEFAULT_MAX_ELEMENT_COUNT,
                "Prints up to this many elements of each tensor and elides the rest.");
        f16Threshold = flags.real("expected_f16_threshold", 0.001f, "Absolute tolerance for f16 in approximate mode.");
        f32Threshold = flags.real("expected_f32_threshold", 0.0001f, "Absolute tolerance for f32 in approximate mode.");
        f64Threshold = flags.real("expected_f64_threshold", 0.0001, "Absolute tolerance for f64 in approximate mode.");
        bf16Threshold =
                flags.real("expected_bf16_threshold", 0.01f, "Absolute tolerance for bf16 in approximate mode.");
        rtol = flags.real("expected_rtol", 1e-05, "Relative tolerance of every float type in approximate mode.");
        equalityMode = flags.string(
                "equality_mode",
                "approximate",
                "approximate: |actual - expected| <= atol + rtol * |expected| per element, NaN equal\n"
                        + "to NaN; exact: the bytes must be equal.");
    }

    /** The comparison the flags ask for (INVALID_ARGUMENT for an unknown --equality_mode). */
    TensorComparison.Equality equality() {
        return new TensorComparison.Equality(
                TensorComparison.Mode.parse(equalityMode.get()),
                f16Threshold.get().floatValue(),
                f32Threshold.get().floatValue(),
                f64Threshold.get(),
                bf16Threshold.get().floatValue(),
                rtol.get());
    }

    /**
     * Prints, routes or checks the {@code results} of {@code f} as iree-run-module does; returns the
     * exit code (1 when an expected output differs).
     */
    int process(Function f, List<HostValue> results, PrintWriter out, TensorComparison.Equality equality) {
        List<String> outputs = this.outputs.get();
        List<String> expectedOutputs = this.expectedOutputs.get();
        long outputMaxElementCount = this.outputMaxElementCount.get();
        if (expectedOutputs.isEmpty()) {
            if (outputs.isEmpty()) {
                out.print(FunctionOutputs.formatList("result", results, outputMaxElementCount));
            } else {
                StringBuilder text = new StringBuilder();
                try {
                    FunctionOutputs.write(results, outputs, outputMaxElementCount, text, null);
                } catch (JireeException e) {
                    out.print(text);
                    throw e.annotate("outputting results");
                }
                out.print(text);
            }
            out.flush();
            return 0;
        }
        List<HostValue> expected;
        try {
            expected = FunctionInputs.parse(f.signature().callingConvention().results(), expectedOutputs, null);
        } catch (JireeException e) {
            throw e.annotate("parsing expected function outputs");
        }
        TensorComparison.Result verdict = TensorComparison.compare(expected, results, equality);
        out.print(verdict.report());
        out.flush();
        return verdict.matched() ? 0 : 1;
    }
}
