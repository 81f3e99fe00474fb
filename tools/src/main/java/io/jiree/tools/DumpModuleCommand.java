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
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code jiree dump-module}: metadata and disassembly of a .vmfb, as iree-dump-module prints them. */
@Command(
        name = "dump-module",
        mixinStandardHelpOptions = true,
        description = "Dumps IREE VM module details (metadata and VM assembly) to stdout.")
final class DumpModuleCommand implements Callable<Integer>, IreeFlags {
    @Spec
    CommandSpec spec;

    @Option(
            names = "--output",
            paramLabel = "MODE",
            defaultValue = "all",
            description = "all (metadata and disassembly), metadata, disassembly, or flatbuffer-binary. "
                    + "Default: ${DEFAULT-VALUE}.")
    String output;

    @Option(
            names = "--function",
            paramLabel = "NAME|ORDINAL",
            defaultValue = "",
            description = "Only disassemble the function with this name or internal ordinal.")
    String function;

    @Option(
            names = "--bytecode_offsets",
            arity = "0..1",
            fallbackValue = "true",
            defaultValue = "false",
            description = "Prefix each op with its bytecode offset.")
    boolean bytecodeOffsets;

    @Parameters(index = "0", paramLabel = "module.vmfb", description = "The module file.")
    Path modulePath;

    /** Where --output=flatbuffer-binary goes (bytes, not text); the process's stdout. */
    OutputStream binaryOut = System.out;

    @Override
    public Integer call() throws IOException {
        PrintWriter out = spec.commandLine().getOut();
        if (output.equals("flatbuffer-json")) {
            throw new JireeException(
                    StatusCode.UNIMPLEMENTED,
                    "--output=flatbuffer-json is not supported; use "
                            + "--output=flatbuffer-binary with a FlatBuffers tool and IREE's bytecode_module_def.fbs schema");
        }
        if (!output.equals("all")
                && !output.equals("metadata")
                && !output.equals("disassembly")
                && !output.equals("flatbuffer-binary")) {
            throw new JireeException(
                    StatusCode.INVALID_ARGUMENT,
                    "unrecognized --output= flag value '" + output
                            + "'; use all, metadata, disassembly or flatbuffer-binary");
        }
        try (Arena arena = Arena.ofConfined();
                FileChannel ch = FileChannel.open(modulePath, StandardOpenOption.READ)) {
            MemorySegment file = ch.map(FileChannel.MapMode.READ_ONLY, 0, ch.size(), arena);
            BytecodeModule module = BytecodeModule.load(file);
            ModuleDump dump = new ModuleDump(module, file);
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
                    dump.disassembly(function, bytecodeOffsets, text);
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
