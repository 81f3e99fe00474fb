package io.jiree.tools;

import java.io.OutputStream;
import java.io.PrintStream;

/**
 * The training run bin/train-aot-cache records the JVM's start-up cache from: several jiree
 * command lines in one JVM (each argument one line, its words separated by tabs), their output
 * dropped, so that every IREE command, not only run-module, starts from cached classes.
 */
public final class Training {
    private Training() {}

    public static void main(String[] lines) {
        PrintStream quiet = new PrintStream(OutputStream.nullOutputStream());
        System.setOut(quiet);
        System.setErr(quiet);
        for (String line : lines) {
            Jiree.execute(line.split("\t"));
        }
    }
}
