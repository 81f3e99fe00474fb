package io.jiree.base;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.ServiceConfigurationError;
import java.util.ServiceLoader;
import java.util.Set;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;

/**
 * The providers of a service, as {@link ServiceLoader} finds them on the class path, optionally
 * from an index made with the jars. Finding provider files opens every jar of the class path
 * (10-20 ms at the start of a process, whose classes otherwise come from the JVM's start-up cache
 * without opening a jar); the launchers pass {@code -Djiree.services=FILE}, an index written by
 * {@link #main} for the same class path, and the providers it lists are created directly. The index
 * names the class path it was made for, with the size and time of each jar: on any other class
 * path (a jar added, removed or rebuilt), or without the property, {@link ServiceLoader} is asked
 * as before. Jars in the index's own directory are named relative to it, so that the same jars
 * reached through another path to that directory (a link, {@code ..}) still match.
 */
public final class Services {
    /** System property naming the index file. */
    public static final String INDEX_PROPERTY = "jiree.services";

    private static final String CLASS_PATH_LINE = "class-path ";
    private static final String JARS_LINE = "stamps ";
    private static final String PREFIX = "META-INF/services/";

    private static Map<String, List<String>> index;
    private static boolean indexRead;

    private Services() {}

    /** Every provider of {@code service}, in class-path order, each a new instance. */
    public static <S> List<S> load(Class<S> service) {
        List<String> names = indexed(service);
        List<S> providers = new ArrayList<>();
        if (names == null) {
            loader(service).forEach(providers::add);
            return providers;
        }
        for (String name : names) {
            providers.add(create(service, name));
        }
        return providers;
    }

    /** The first provider of {@code service}, if any. */
    public static <S> Optional<S> first(Class<S> service) {
        List<String> names = indexed(service);
        if (names == null) {
            return loader(service).findFirst();
        }
        return names.isEmpty() ? Optional.empty() : Optional.of(create(service, names.getFirst()));
    }

    /**
     * A ServiceLoader for {@code service} on behalf of the module that declares {@code uses} for it:
     * a named module may load only services it uses itself (on the class path this changes nothing).
     */
    private static <S> ServiceLoader<S> loader(Class<S> service) {
        Services.class.getModule().addUses(service);
        return ServiceLoader.load(service);
    }

    /** The provider class names the index lists for {@code service}; null when there is no usable index. */
    private static List<String> indexed(Class<?> service) {
        Map<String, List<String>> idx = index();
        return idx == null ? null : idx.getOrDefault(service.getName(), List.of());
    }

    private static synchronized Map<String, List<String>> index() {
        if (!indexRead) {
            indexRead = true;
            index = readIndex(System.getProperty(INDEX_PROPERTY), System.getProperty("java.class.path"));
        }
        return index;
    }

    /** The index in {@code file} when it was made for {@code classPath}, else null. */
    static Map<String, List<String>> readIndex(String file, String classPath) {
        if (file == null || classPath == null) {
            return null;
        }
        List<String> lines;
        try {
            lines = Files.readAllLines(Path.of(file), StandardCharsets.UTF_8);
        } catch (IOException | RuntimeException e) {
            return null;
        }
        if (lines.size() < 2
                || !lines.getFirst().equals(CLASS_PATH_LINE + relativeTo(Path.of(file), classPath))
                || !lines.get(1).equals(JARS_LINE + jarStamps(classPath))) {
            return null;
        }
        Map<String, List<String>> providers = new LinkedHashMap<>();
        for (String line : lines.subList(2, lines.size())) {
            int space = line.indexOf(' ');
            if (space > 0) {
                providers
                        .computeIfAbsent(line.substring(0, space), k -> new ArrayList<>())
                        .add(line.substring(space + 1));
            }
        }
        return providers;
    }

    /** {@code classPath} with the entries in {@code index}'s directory named by their file names. */
    private static String relativeTo(Path index, String classPath) {
        Path dir = index.getParent();
        List<String> entries = new ArrayList<>();
        for (String entry : classPath.split(File.pathSeparator)) {
            Path path = Path.of(entry);
            entries.add(
                    dir != null && dir.equals(path.getParent())
                            ? path.getFileName().toString()
                            : entry);
        }
        return String.join(File.pathSeparator, entries);
    }

    /** Size and modification time of each file on the class path: a rebuilt jar makes the index stale. */
    private static String jarStamps(String classPath) {
        StringBuilder stamps = new StringBuilder();
        for (String entry : classPath.split(File.pathSeparator)) {
            File f = new File(entry);
            stamps.append(f.length()).append(':').append(f.lastModified()).append(' ');
        }
        return stamps.toString();
    }

    private static <S> S create(Class<S> service, String name) {
        // As ServiceLoader: the thread's context class loader, a public no-argument constructor.
        ClassLoader loader = Thread.currentThread().getContextClassLoader();
        try {
            Class<?> c = Class.forName(name, true, loader == null ? ClassLoader.getSystemClassLoader() : loader);
            return service.cast(c.asSubclass(service).getConstructor().newInstance());
        } catch (ReflectiveOperationException | ClassCastException | LinkageError e) {
            throw new ServiceConfigurationError(service.getName() + ": provider " + name + " could not be created", e);
        }
    }

    /**
     * Writes the index of the class path this JVM runs with to the file {@code args[0]}: for each
     * entry in order, the providers its {@code META-INF/services} files name, without duplicates,
     * as ServiceLoader reads them.
     */
    public static void main(String[] args) throws IOException {
        Path index = Path.of(args[0]);
        Files.writeString(index, indexOf(index, System.getProperty("java.class.path")), StandardCharsets.UTF_8);
    }

    /** The text of the index file {@code index} for {@code classPath}. */
    static String indexOf(Path index, String classPath) throws IOException {
        Map<String, Set<String>> providers = new LinkedHashMap<>();
        for (String entry : classPath.split(File.pathSeparator)) {
            Path path = Path.of(entry);
            if (Files.isRegularFile(path)) {
                try (ZipFile jar = new ZipFile(path.toFile())) {
                    Enumeration<? extends ZipEntry> entries = jar.entries();
                    while (entries.hasMoreElements()) {
                        ZipEntry e = entries.nextElement();
                        String name = e.getName();
                        if (name.startsWith(PREFIX)
                                && name.length() > PREFIX.length()
                                && !e.isDirectory()
                                && name.indexOf('/', PREFIX.length()) < 0) {
                            try (InputStream in = jar.getInputStream(e)) {
                                addProviders(providers, name.substring(PREFIX.length()), in);
                            }
                        }
                    }
                }
            } else if (Files.isDirectory(path.resolve(PREFIX))) {
                try (var files = Files.list(path.resolve(PREFIX))) {
                    for (Path f : files.sorted().toList()) {
                        try (InputStream in = Files.newInputStream(f)) {
                            addProviders(providers, f.getFileName().toString(), in);
                        }
                    }
                }
            }
        }
        StringBuilder out = new StringBuilder(CLASS_PATH_LINE)
                .append(relativeTo(index, classPath))
                .append('\n')
                .append(JARS_LINE)
                .append(jarStamps(classPath))
                .append('\n');
        providers.forEach((service, names) ->
                names.forEach(n -> out.append(service).append(' ').append(n).append('\n')));
        return out.toString();
    }

    /** The provider names of one provider file, in ServiceLoader's syntax ('#' comments, one per line). */
    private static void addProviders(Map<String, Set<String>> providers, String service, InputStream in)
            throws IOException {
        String text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        for (String line : text.split("\n")) {
            int hash = line.indexOf('#');
            String name = (hash >= 0 ? line.substring(0, hash) : line).strip();
            if (!name.isEmpty()) {
                providers.computeIfAbsent(service, k -> new LinkedHashSet<>()).add(name);
            }
        }
    }
}
