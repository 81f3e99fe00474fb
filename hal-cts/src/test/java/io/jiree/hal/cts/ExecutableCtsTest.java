package io.jiree.hal.cts;

import static io.jiree.hal.cts.CtsExecutables.ADD;
import static io.jiree.hal.cts.CtsExecutables.SCALE;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import io.jiree.hal.Executable;
import io.jiree.hal.ExecutableParams;
import io.jiree.hal.ExportInfo;
import java.lang.foreign.MemorySegment;
import java.util.Arrays;
import java.util.Random;

/** Loading executables and what they say about their exports (no dispatch: the stand-ins load too). */
class ExecutableCtsTest extends CtsTestBase {
    @CtsTest
    void theCacheKnowsItsFormats() {
        CtsExecutables.Variant v = CtsExecutables.forDevice(device);
        assertTrue(device.executableCache().canPrepareFormat(0, v.format()));
        assertFalse(device.executableCache().canPrepareFormat(0, "jiree-cts-no-such-format"));
        assertEquals(0, device.queryI64("hal.executable.format", "jiree-cts-no-such-format"));
    }

    @CtsTest
    void exportsAreListedWithTheirInterface() {
        try (Executable e = own(CtsExecutables.forDevice(device).load(device))) {
            assertEquals(2, e.exportCount());
            ExportInfo add = e.export(e.lookupExport(ADD));
            assertEquals(ADD, add.name());
            assertEquals(3, add.bindingCount());
            assertEquals(0, add.constantCount());
            assertEquals(3, add.workgroupSize().length);
            ExportInfo scale = e.export(e.lookupExport(SCALE));
            assertEquals(SCALE, scale.name());
            assertEquals(2, scale.bindingCount());
            assertEquals(1, scale.constantCount());
            assertEquals(1, Math.abs(e.lookupExport(ADD) - e.lookupExport(SCALE)));
        }
    }

    @CtsTest
    void unknownExportsAreNotFoundOrOutOfRange() {
        Executable e = own(CtsExecutables.forDevice(device).load(device));
        assertEquals(StatusCode.OUT_OF_RANGE, codeOf(() -> e.export(2)));
        assertEquals(StatusCode.OUT_OF_RANGE, codeOf(() -> e.export(-1)));
        assertEquals(StatusCode.OUT_OF_RANGE, codeOf(() -> e.checkOrdinal(2)));
        JireeException missing = assertThrows(JireeException.class, () -> e.lookupExport("no_such_dispatch"));
        assertEquals(StatusCode.NOT_FOUND, missing.code());
        assertTrue(missing.getMessage().contains(ADD), missing.getMessage());
    }

    @CtsTest
    void anExecutableOutlivesItsLoaderData() {
        CtsExecutables.Variant v = CtsExecutables.forDevice(device);
        byte[] data = v.data().clone();
        MemorySegment segment = MemorySegment.ofArray(data);
        Executable e;
        try {
            e = own(device.executableCache().prepare(ExecutableParams.of(v.format(), segment)));
        } catch (JireeException notFromHeap) {
            // Executable data comes from native memory (a module's rodata); heap data may be refused.
            return;
        }
        Arrays.fill(data, (byte) 0);
        assertEquals(2, e.exportCount());
        assertEquals(ADD, e.export(e.lookupExport(ADD)).name());
    }

    @CtsTest
    void anUnsupportedFormatIsNotFound() {
        // The device's own valid data under a format it does not prepare: the format decides.
        byte[] data = CtsExecutables.forDevice(device).data();
        for (String format :
                new String[] {"jiree-cts-no-such-format", "vmvx-bytecode-fb", "embedded-elf-x86_64", "cuda-nvptx-fb"}) {
            if (device.executableCache().canPrepareFormat(0, format)) {
                continue;
            }
            JireeException e = assertThrows(
                    JireeException.class,
                    () -> new CtsExecutables.Variant(format, data, java.util.Map.of())
                            .load(device)
                            .close());
            assertEquals(StatusCode.NOT_FOUND, e.code(), e.toString());
            assertTrue(
                    e.getMessage()
                            .contains(
                                    "no executable loader registered for the given executable format '" + format + "'"),
                    e.getMessage());
        }
    }

    @CtsTest
    void malformedDataIsAnError() {
        CtsExecutables.Variant v = CtsExecutables.forDevice(device);
        assertLoadFails(v.format(), new byte[0]);
        assertLoadFails(v.format(), Arrays.copyOf(v.data(), 16));
        byte[] noise = new byte[v.data().length];
        new Random(7).nextBytes(noise);
        assertLoadFails(v.format(), noise);
    }

    private void assertLoadFails(String format, byte[] data) {
        JireeException e = assertThrows(
                JireeException.class,
                () -> new CtsExecutables.Variant(format, data, java.util.Map.of())
                        .load(device)
                        .close());
        assertTrue(e.code() != StatusCode.OK && e.code() != StatusCode.INTERNAL, e.toString());
    }
}
