package io.jiree.base;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.List;
import java.util.Map;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The provider index: what ServiceLoader would find on the class path, and only for that class path. */
class ServicesTest {
    @TempDir
    Path dir;

    private Path jar(String name, Map<String, String> files) throws IOException {
        Path jar = dir.resolve(name);
        try (ZipOutputStream out = new ZipOutputStream(Files.newOutputStream(jar))) {
            for (var f : files.entrySet()) {
                out.putNextEntry(new ZipEntry(f.getKey()));
                out.write(f.getValue().getBytes(StandardCharsets.UTF_8));
                out.closeEntry();
            }
        }
        return jar;
    }

    @Test
    void indexListsProvidersInClassPathOrderOnceEach() throws IOException {
        Path a = jar(
                "a.jar",
                Map.of(
                        "META-INF/services/x.Service",
                        "# comment\n p.First \r\np.Second # why\n\n",
                        "META-INF/services/sub/ignored",
                        "p.Nothing\n"));
        Path b = jar(
                "b.jar",
                Map.of("META-INF/services/x.Service", "p.Third\np.First\n", "META-INF/services/y.Other", "q.Only\n"));
        String classPath = a + java.io.File.pathSeparator + b;
        Path index = dir.resolve("services.idx");
        Files.writeString(index, Services.indexOf(index, classPath));
        Map<String, List<String>> read = Services.readIndex(index.toString(), classPath);
        assertEquals(
                Map.of("x.Service", List.of("p.First", "p.Second", "p.Third"), "y.Other", List.of("q.Only")), read);

        // The same jars through another path to their directory (here a link to it) still match.
        Path link = Files.createSymbolicLink(dir.resolveSibling(dir.getFileName() + "-link"), dir);
        try {
            String linked = link.resolve("a.jar") + java.io.File.pathSeparator + link.resolve("b.jar");
            assertEquals(read, Services.readIndex(link.resolve("services.idx").toString(), linked));
            // ...but not when the index is named through one path and the jars through another.
            assertNull(Services.readIndex(index.toString(), linked));
        } finally {
            Files.delete(link);
        }

        // Any other class path, or a jar rebuilt since, and the index is not used.
        assertNull(Services.readIndex(index.toString(), b + java.io.File.pathSeparator + a));
        assertNull(Services.readIndex(dir.resolve("missing.idx").toString(), classPath));
        Files.setLastModifiedTime(
                b, FileTime.fromMillis(Files.getLastModifiedTime(b).toMillis() + 2000));
        assertNull(Services.readIndex(index.toString(), classPath));
    }

    /** A service nothing provides. */
    public interface NoProviders {}

    @Test
    void withoutAnIndexTheServiceLoaderAnswers() {
        assertEquals(List.of(), Services.load(NoProviders.class));
        assertEquals(java.util.Optional.empty(), Services.first(NoProviders.class));
    }
}
