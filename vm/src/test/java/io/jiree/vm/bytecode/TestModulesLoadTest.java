package io.jiree.vm.bytecode;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.SplittableRandom;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every module of test-modules/manifest.json (all targets, CUDA ones included) is the file the
 * manifest describes, loads and verifies, and exports the functions the manifest runs; corrupted
 * copies of each load or fail with INVALID_ARGUMENT, nothing else.
 */
class TestModulesLoadTest {
    record Entry(String vmfb, String sha256, List<String> functions) {
        @Override
        public String toString() {
            return vmfb;
        }
    }

    private static Path root() {
        return Path.of(System.getProperty("jiree.repo.root", ".."))
                .toAbsolutePath()
                .normalize();
    }

    // The manifest is pretty-printed JSON, simple enough to read without a JSON library: a module
    // entry's "vmfb" and "sha256" sit at the entry's indentation, its functions' "name"s deeper.
    private static final Pattern FIELD = Pattern.compile("(?m)^( *)\"(vmfb|sha256|name)\": \"([^\"]*)\"");

    static List<Entry> entries() throws IOException {
        Path manifest = root().resolve("test-modules/manifest.json");
        List<Entry> entries = new ArrayList<>();
        if (!Files.exists(manifest)) {
            return entries;
        }
        String text = Files.readString(manifest);
        text = text.substring(text.indexOf("\"modules\""));
        Matcher m = FIELD.matcher(text);
        String vmfb = null;
        String sha = null;
        int entryIndent = -1;
        List<String> functions = new ArrayList<>();
        while (m.find()) {
            int indent = m.group(1).length();
            switch (m.group(2)) {
                case "vmfb" -> {
                    if (vmfb != null) {
                        entries.add(new Entry(vmfb, sha, functions));
                    }
                    vmfb = m.group(3);
                    sha = null;
                    entryIndent = indent;
                    functions = new ArrayList<>();
                }
                case "sha256" -> sha = m.group(3);
                default -> {
                    if (vmfb != null && indent > entryIndent) {
                        functions.add(m.group(3));
                    }
                }
            }
        }
        if (vmfb != null) {
            entries.add(new Entry(vmfb, sha, functions));
        }
        return entries;
    }

    private static byte[] read(Entry e) {
        try {
            return Files.readAllBytes(root().resolve(e.vmfb()));
        } catch (IOException x) {
            throw new UncheckedIOException(x);
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("entries")
    void loadsAndExportsItsFunctions(Entry entry) throws NoSuchAlgorithmException {
        byte[] bytes = read(entry);
        String sha =
                HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
        assertEquals(entry.sha256(), sha, "sha256 of " + entry.vmfb() + " differs from the manifest");
        BytecodeModule module = BytecodeModule.load(root().resolve(entry.vmfb()));
        assertFalse(module.exports().isEmpty());
        for (String f : entry.functions()) {
            assertNotNull(module.lookupExport(f), () -> entry.vmfb() + " does not export " + f);
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("entries")
    void corruptedCopiesLoadOrFailCleanly(Entry entry) {
        Assumptions.assumeTrue(
                entry.vmfb().contains("/llvm-cpu/") || entry.vmfb().contains("/cuda-sm80/"),
                "one CPU and one CUDA build of each source are swept; the other targets share their layout");
        byte[] original = read(entry);
        assertTimeoutPreemptively(Duration.ofSeconds(60), () -> {
            SplittableRandom rnd = new SplittableRandom(entry.vmfb().hashCode());
            for (int n = 0; n < 150; n++) {
                byte[] m = original.clone();
                int at = rnd.nextInt(m.length);
                m[at] ^= (byte) (1 << rnd.nextInt(8));
                loadOrReject(m, entry + " bit flip at " + at);
            }
            for (int n = 0; n < 40; n++) {
                int len = rnd.nextInt(original.length);
                loadOrReject(java.util.Arrays.copyOf(original, len), entry + " truncated to " + len);
            }
        });
    }

    private static void loadOrReject(byte[] data, String what) {
        try {
            BytecodeModule.load(data);
        } catch (JireeException e) {
            assertEquals(StatusCode.INVALID_ARGUMENT, e.code(), () -> what + ": " + e.getMessage());
        }
    }
}
