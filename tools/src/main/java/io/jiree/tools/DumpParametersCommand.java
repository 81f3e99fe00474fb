package io.jiree.tools;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import io.jiree.runtime.params.ParameterEntry;
import io.jiree.runtime.params.ParameterIndex;
import io.jiree.runtime.params.Parameters;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import picocli.CommandLine.Command;

/**
 * {@code jiree dump-parameters}: the index of parameter files, as iree-dump-parameters prints it,
 * and {@code --extract=[scope::]key=file.bin} to copy a parameter's bytes into a file.
 */
@Command(
        name = "dump-parameters",
        description = "Dumps the parameter index of .irpa, .safetensors and .gguf files, as iree-dump-parameters.")
final class DumpParametersCommand implements IreeCommand {
    private final Flags flags = new Flags("jiree dump-parameters", "Dumps information about parsed parameter files.");
    private final Flags.Texts parameters = flags.section("dump-parameters: DumpParametersCommand")
            .list(
                    "parameters",
                    "A parameter file (.irpa, .safetensors, .gguf) to index under a named scope\n"
                            + "(model=weights.irpa) or the anonymous one (repeatable).");
    private final Flags.Value<String> parameterMode = flags.string(
            "parameter_mode",
            "file",
            "How parameter files are read: file (mapped) or preload (read whole into memory).");
    private final Flags.Texts extracts =
            flags.list("extract", "Writes a parameter's bytes to a file: [scope::]key=file.bin (repeatable).");

    @Override
    public Flags flags() {
        return flags;
    }

    @Override
    public int run(List<String> positional, PrintWriter out, PrintWriter err) {
        if (!positional.isEmpty()) {
            err.print("Error: no positional arguments expected.\n"
                    + "Use one or more --parameters=file.ext flags to specify parameter files.\n");
            return 1;
        }
        Parameters index = new Parameters();
        index.setMode(parameterMode.get());
        List<String> scopes = new ArrayList<>();
        for (String p : parameters.get()) {
            int eq = p.indexOf('=');
            String scope = eq < 0 ? "" : p.substring(0, eq);
            index.addFlag(p);
            if (!scopes.contains(scope)) {
                scopes.add(scope);
            }
        }
        Map<String, ParameterIndex> all = index.scopes();
        StringBuilder text = new StringBuilder();
        for (String scope : scopes) {
            dump(scope, all.get(scope), text);
        }
        out.print(text);
        out.flush();
        for (String flag : extracts.get()) {
            try {
                extract(index, flag, out);
            } catch (JireeException e) {
                throw e.annotate("extracting parameter with flag `" + flag + "`");
            }
        }
        return 0;
    }

    // --extract=[scope::]key=path: the entry's bytes, from its file, into path.
    private static void extract(Parameters index, String flag, PrintWriter out) {
        int eq = flag.indexOf('=');
        String identifier = eq < 0 ? flag : flag.substring(0, eq);
        String path = eq < 0 ? "" : flag.substring(eq + 1);
        int separator = identifier.indexOf("::");
        String scope = separator < 0 ? "" : identifier.substring(0, separator);
        String key = separator < 0 ? identifier : identifier.substring(separator + 2);
        ParameterIndex scopeIndex = index.find(scope);
        if (scopeIndex == null) {
            throw JireeException.of(
                    StatusCode.NOT_FOUND, "no parameter scope `%s`; give its file with --parameters", scope);
        }
        ParameterEntry entry = scopeIndex.lookup(key);
        out.print("Extracting parameter `" + (scope.isEmpty() ? "" : scope + "::") + key + "` (" + entry.length()
                + "b) to `" + path + "`...\n");
        out.flush();
        if (entry.isSplat()) {
            throw JireeException.of(
                    StatusCode.FAILED_PRECONDITION,
                    "parameter `%s` is a splat (a repeated pattern stored in the index, not a range of the file) and "
                            + "has no bytes to extract",
                    key);
        }
        try (FileChannel ch = FileChannel.open(
                Path.of(path),
                StandardOpenOption.WRITE,
                StandardOpenOption.CREATE,
                StandardOpenOption.TRUNCATE_EXISTING)) {
            ByteBuffer bytes = entry.contents().asByteBuffer();
            while (bytes.hasRemaining()) {
                ch.write(bytes);
            }
        } catch (IOException | RuntimeException e) {
            throw JireeException.of(
                    StatusCode.PERMISSION_DENIED, "failed to write file '%s': %s", path, e.getMessage());
        }
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
