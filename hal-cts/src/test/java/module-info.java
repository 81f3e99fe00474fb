/**
 * The HAL conformance suite, written against hal-api alone. Open, so that JUnit reaches the cases
 * reflectively; the drivers under test are whatever the DriverRegistry finds when the suite runs.
 */
open module io.jiree.hal.cts {
    requires io.jiree.hal;
    requires org.junit.jupiter.api;

    uses io.jiree.hal.DriverFactory;
}
