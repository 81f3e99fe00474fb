package io.jiree.examples;

import io.jiree.runtime.Instance;
import io.jiree.runtime.Session;
import io.jiree.runtime.SessionOptions;
import io.jiree.runtime.io.HostValue;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * A program whose weights come from parameter files ({@code .irpa}), given as typed session options
 * (as {@code --parameters=scope=file} gives them to {@code iree-run-module}).
 */
public final class ParametersFromFile {
    private ParametersFromFile() {}

    /** Calls {@code main} of {@code module} on {@code input} with the two parameter files; returns the results as text. */
    public static List<String> run(Path module, Path biasFile, Path modelFile, String input) {
        SessionOptions options = SessionOptions.on("local-task")
                .withParameters("", biasFile)
                .withParameters("model", modelFile)
                .withParameterMode(SessionOptions.ParameterMode.FILE);
        try (Instance instance = Instance.create();
                Session session = instance.createSession(options)) {
            session.loadModule(module);
            List<String> results = new ArrayList<>();
            for (HostValue v : session.callWithInputs("main", List.of(input), null)) {
                results.add(Text.of(v));
            }
            return results;
        }
    }

    /** {@code ParametersFromFile WEIGHTS.vmfb BIAS.irpa MODEL.irpa INPUT}. */
    public static void main(String[] args) {
        run(Path.of(args[0]), Path.of(args[1]), Path.of(args[2]), args[3]).forEach(System.out::println);
    }
}
