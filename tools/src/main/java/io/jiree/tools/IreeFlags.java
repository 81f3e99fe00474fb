package io.jiree.tools;

/**
 * Marks commands that take IREE's tool flags ({@code --flag=value}); an unknown flag is reported
 * as IREE reports it ({@code INVALID_ARGUMENT; flag 'x' not recognized}, exit code 1) rather than
 * as a usage error.
 */
interface IreeFlags {}
