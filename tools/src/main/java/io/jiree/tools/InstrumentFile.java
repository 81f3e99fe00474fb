package io.jiree.tools;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import io.jiree.hal.BufferView;
import io.jiree.runtime.Session;
import io.jiree.vm.Function;
import io.jiree.vm.Module;
import io.jiree.vm.TypeDef;
import io.jiree.vm.VmBuffer;
import io.jiree.vm.VmList;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * {@code --instrument_file}: what instrumented programs recorded ({@code --iree-hal-instrument-dispatches}),
 * written as IREE's tools write it: each module's {@code __query_instruments} export is called with
 * a list it appends its buffers (VM buffers or buffer views) to, and their bytes go to the file in
 * order. The file is written even when no module is instrumented (then empty), so no stale data
 * from an earlier run remains.
 */
final class InstrumentFile {
    private InstrumentFile() {}

    static void write(Session session, String path) {
        try (OutputStream out = Files.newOutputStream(Path.of(path))) {
            VmList buffers = new VmList(TypeDef.VARIANT, 8);
            try {
                for (Module m : session.context().modules()) {
                    Function query = m.lookupExport("__query_instruments");
                    if (query != null) {
                        session.context().invoke(query, buffers);
                    }
                }
                for (int i = 0; i < buffers.size(); i++) {
                    Object item = buffers.getRef(i);
                    byte[] bytes = switch (item) {
                        case VmBuffer b -> b.toByteArray();
                        case BufferView v -> contents(v);
                        case null, default -> new byte[0];
                    };
                    out.write(bytes);
                }
            } finally {
                buffers.release();
            }
        } catch (IOException e) {
            throw JireeException.of(
                    StatusCode.PERMISSION_DENIED, "failed to write instrument file '%s': %s", path, e.getMessage());
        }
    }

    private static byte[] contents(BufferView view) {
        byte[] bytes = new byte[Math.toIntExact(view.buffer().byteLength())];
        view.buffer().read(0, bytes);
        return bytes;
    }
}
