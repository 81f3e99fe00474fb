package io.jiree.tools;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import io.jiree.vm.bytecode.BytecodeModule;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import picocli.CommandLine.Command;

/** {@code jiree dump-module}: metadata and disassembly of a .vmfb, as iree-dump-module prints them. */
@Command(
        name = "dump-module",
        description = "Dumps IREE VM module details (metadata and VM assembly) to stdout, as iree-dump-module.")
final class DumpModuleCommand implements IreeCommand {
    private final Flags flags = new Flags(
            "jiree dump-module",
            "Dumps IREE VM module details to stdout, as iree-dump-module.\n"
                    + "$ jiree dump-module [--output=...] module.vmfb");
    private final Flags.Value<Boolean> pretty =
            flags.section("dump-module: DumpModuleCommand").bool("pretty", false, "Indents --output=flatbuffer-json.");
    private final Flags.Value<String> output = flags.string(
            "output",
            "all",
            "all (metadata and disassembly), metadata, disassembly, flatbuffer-binary or\n" + "flatbuffer-json.");
    private final Flags.Value<String> function =
            flags.string("function", "", "Only disassembles the function with this name or internal ordinal.");
    private final Flags.Value<Boolean> bytecodeOffsets =
            flags.bool("bytecode_offsets", false, "Prefixes each op with its bytecode offset.");

    @Override
    public Flags flags() {
        return flags;
    }

    /** Where --output=flatbuffer-binary goes (bytes, not text); the process's stdout. */
    OutputStream binaryOut = System.out;

    @Override
    public int run(List<String> positional, PrintWriter out, PrintWriter err) throws IOException {
        if (positional.isEmpty()) {
            throw new JireeException(
                    StatusCode.INVALID_ARGUMENT,
                    "no module given; usage: jiree dump-module [--output=...] module.vmfb");
        }
        Path modulePath = Path.of(positional.getFirst());
        String output = this.output.get();
        if (!List.of("all", "metadata", "disassembly", "flatbuffer-binary", "flatbuffer-json")
                .contains(output)) {
            throw new JireeException(
                    StatusCode.INVALID_ARGUMENT,
                    "unrecognized --output= flag value '" + output
                            + "'; use all, metadata, disassembly, flatbuffer-binary or flatbuffer-json");
        }
        try (Arena arena = Arena.ofConfined();
                FileChannel ch = FileChannel.open(modulePath, StandardOpenOption.READ)) {
            MemorySegment file = ch.map(FileChannel.MapMode.READ_ONLY, 0, ch.size(), arena);
            BytecodeModule module = BytecodeModule.load(file);
            ModuleDump dump = new ModuleDump(module, file);
            if (output.equals("flatbuffer-json")) {
                out.print(FlatBufferJson.of(dump.layout(), pretty.get()));
                out.flush();
                return 0;
            }
            if (output.equals("flatbuffer-binary")) {
                out.flush();
                binaryOut.write(dump.flatBuffer());
                binaryOut.flush();
                return 0;
            }
            StringBuilder text = new StringBuilder();
            if (!output.equals("disassembly")) {
                text.append(dump.metadata());
            }
            if (output.equals("all")) {
                text.append('\n');
            }
            try {
                if (!output.equals("metadata")) {
                    dump.disassembly(function.get(), bytecodeOffsets.get(), text);
                }
            } finally {
                out.print(text);
                out.flush();
            }
            return 0;
        } catch (IOException e) {
            throw new JireeException(StatusCode.NOT_FOUND, "failed to open file '" + modulePath + "'");
        }
    }
}
