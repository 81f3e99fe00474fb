package io.jiree.hal.mpi;

import io.jiree.base.Environment;
import io.jiree.base.JireeException;
import java.time.Duration;
import java.util.Optional;

/**
 * A rank whose application initialized MPI itself, below MPI_THREAD_MULTIPLE, before jiree's
 * first channel: prints the level MPI provided, then what each of two attempts to use it gave.
 */
public final class MpiThreadLevelMain {
    private MpiThreadLevelMain() {}

    public static void main(String[] args) {
        Mpi mpi = Mpi.get();
        System.out.println("provided " + mpi.initThread(Mpi.THREAD_SERIALIZED));
        for (int attempt = 1; attempt <= 2; attempt++) {
            try {
                MpiProcess.get(Environment.system(), Optional.empty());
                System.out.println("attempt " + attempt + " ok");
            } catch (JireeException e) {
                System.out.println("attempt " + attempt + " error " + e.code() + " "
                        + e.getMessage().replace('\n', ' '));
            }
        }
        System.out.flush();
        mpi.close(Duration.ofSeconds(10));
    }
}
