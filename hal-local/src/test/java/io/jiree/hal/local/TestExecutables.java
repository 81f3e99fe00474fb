package io.jiree.hal.local;

import io.jiree.hal.Buffer;
import io.jiree.hal.BufferParams;
import io.jiree.hal.BufferUsage;
import io.jiree.hal.Device;
import io.jiree.hal.Executable;
import io.jiree.hal.ExecutableParams;
import io.jiree.hal.MemoryType;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;

/** Loads the committed dispatch binaries and moves float data in and out of buffers. */
final class TestExecutables {
    static final String EMBEDDED = "embedded-elf-x86_64";
    static final String SYSTEM = "system-elf-x86_64";

    private TestExecutables() {}

    static byte[] bytes(String name) {
        try (InputStream in = TestExecutables.class.getResourceAsStream("/executables/" + name)) {
            if (in == null) {
                throw new IllegalStateException("missing test resource " + name);
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static Executable load(Device device, String name, String format) {
        MemorySegment data = Arena.ofAuto().allocate(bytes(name).length, 16);
        MemorySegment.copy(MemorySegment.ofArray(bytes(name)), 0, data, 0, data.byteSize());
        return device.executableCache().prepare(ExecutableParams.of(format, data));
    }

    static Buffer floats(Device device, float[] values) {
        Buffer b = device.allocator()
                .allocate(BufferParams.of(MemoryType.DEVICE_LOCAL, BufferUsage.DEFAULT), values.length * 4L);
        b.write(0, MemorySegment.ofArray(values));
        return b;
    }

    static Buffer zeros(Device device, int count) {
        Buffer b =
                device.allocator().allocate(BufferParams.of(MemoryType.DEVICE_LOCAL, BufferUsage.DEFAULT), count * 4L);
        b.fill(0, Buffer.WHOLE_BUFFER, 0, 1); // host buffers start uninitialized
        return b;
    }

    static float[] read(Buffer b, int count) {
        float[] out = new float[count];
        MemorySegment seg = MemorySegment.ofArray(out);
        b.read(0, seg);
        return out;
    }

    static int floatBits(float f) {
        return Float.floatToRawIntBits(f);
    }

    static float at(MemorySegment s, long i) {
        return s.getAtIndex(ValueLayout.JAVA_FLOAT, i);
    }
}
