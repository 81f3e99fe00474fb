package io.jiree.tools;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import io.jiree.runtime.params.ParameterEntry;
import io.jiree.runtime.params.ParameterIndex;
import io.jiree.runtime.params.Parameters;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code jiree dump-parameters}: the index of parameter files, as iree-dump-parameters prints it. */
@Command(
        name = "dump-parameters",
        mixinStandardHelpOptions = true,
        description = "Dumps the parameter index of .irpa, .safetensors and .gguf files to stdout.")
final class DumpParametersCommand implements Callable<Integer>, IreeFlags {
    @Spec
    CommandSpec spec;

    @Option(
            names = "--parameters",
            paramLabel = "[SCOPE=]FILE",
            description = "A parameter file to index under a scope or the anonymous one (repeatable).")
    List<String> parameters = new ArrayList<>();

    @Override
    public Integer call() {
        if (parameters.isEmpty()) {
            throw new JireeException(
                    StatusCode.INVALID_ARGUMENT, "no parameter files given; pass --parameters=[scope=]file.irpa");
        }
        Parameters index = new Parameters();
        List<String> scopes = new ArrayList<>();
        for (String p : parameters) {
            int eq = p.indexOf('=');
            String scope = eq < 0 ? "" : p.substring(0, eq);
            index.addFlag(p);
            if (!scopes.contains(scope)) {
                scopes.add(scope);
            }
        }
        PrintWriter out = spec.commandLine().getOut();
        Map<String, ParameterIndex> all = index.scopes();
        StringBuilder text = new StringBuilder();
        for (String scope : scopes) {
            dump(scope, all.get(scope), text);
        }
        out.print(text);
        out.flush();
        return 0;
    }

    /** {@code iree_io_parameter_index_dump}. */
    static void dump(String scope, ParameterIndex index, StringBuilder b) {
        List<ParameterEntry> entries = index.entries();
        long total = 0;
        for (ParameterEntry e : entries) {
            total += e.length();
        }
        b.append("//===").append("-".repeat(110)).append("===//\n");
        b.append("// Parameter scope ")
                .append(scope.isEmpty() ? "<global>" : "`" + scope + "`")
                .append(" (")
                .append(entries.size())
                .append(" entries, ")
                .append(total)
                .append(" total bytes)\n");
        b.append("//===------------+------------------+------------------+")
                .append("-".repeat(59))
                .append("===//\n");
        b.append("//         Start |              End |           Length | Key\n");
        b.append("//---------------+------------------+------------------+")
                .append("-".repeat(62))
                .append("//\n");
        for (ParameterEntry e : entries) {
            if (e.isSplat()) {
                b.append(String.format("               - |                - | %16d | `%s`\n", e.length(), e.key()));
            } else {
                b.append(String.format(
                        "%16d | %16d | %16d | `%s`\n", e.offset(), e.offset() + e.length(), e.length(), e.key()));
            }
        }
        b.append('\n');
    }
}
