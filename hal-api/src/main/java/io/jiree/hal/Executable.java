package io.jiree.hal;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;

/** A loaded device program with exported dispatch functions ({@code iree_hal_executable_t}). */
public interface Executable extends Resource {
    /** The executable format it was loaded from, e.g. {@code embedded-elf-x86_64}. */
    String format();

    int exportCount();

    /** Export {@code ordinal}; OUT_OF_RANGE when there is no such export. */
    ExportInfo export(int ordinal);

    /** The ordinal of the export named {@code name}; NOT_FOUND listing the exports otherwise. */
    default int lookupExport(String name) {
        for (int i = 0; i < exportCount(); i++) {
            if (name.equals(export(i).name())) {
                return i;
            }
        }
        // The list only for the error: programs look exports up on every call.
        StringBuilder names = new StringBuilder();
        for (int i = 0; i < exportCount(); i++) {
            names.append(i == 0 ? "" : ", ").append(export(i).name());
        }
        throw JireeException.of(
                StatusCode.NOT_FOUND, "executable has no export named '%s'; exports: [%s]", name, names);
    }

    /** Checks an ordinal; OUT_OF_RANGE when there is no such export. */
    default void checkOrdinal(int ordinal) {
        if (ordinal < 0 || ordinal >= exportCount()) {
            throw JireeException.of(
                    StatusCode.OUT_OF_RANGE,
                    "export ordinal %d out of range; executable has %d exports",
                    ordinal,
                    exportCount());
        }
    }
}
