/**
 * The VM: values, references, lists and byte buffers; the module SPI; native modules written in
 * Java; contexts that link modules; and invocation.
 *
 * <h2>Running a compiled module</h2>
 * <pre>{@code
 * BytecodeModule module = BytecodeModule.load(Path.of("program.vmfb"));   // mapped and verified
 * Context context = Context.create(halModule, module);                     // links imports, runs __init
 * Function main = context.lookupFunction("module.main");
 * List<Object> results = context.invoke(main, 42, 7L);                     // i32, i64 arguments
 * }</pre>
 *
 * <h2>Writing a native module (e.g. {@code hal})</h2>
 * A {@link io.jiree.vm.NativeModule} declares each export with IREE's calling-convention string.
 * The body reads arguments in order from a {@link io.jiree.vm.ValueList} and appends results:
 * <pre>{@code
 * RefType BUFFER_VIEW = RefType.register("!hal.buffer_view");   // objects implement VmRef
 * NativeModule<HalState> hal = NativeModule.builder("hal", 7, (ctx, imports) -> new HalState())
 *     .function("buffer_view.create", "0rIIiiCID_r", (state, args, results) -> {
 *         HalBuffer buffer = args.nextRef(HalBuffer.class);
 *         long offset = args.nextI64(), length = args.nextI64();
 *         int elementType = args.nextI32(), encoding = args.nextI32();
 *         long[] shape = new long[args.nextI32()];               // a variadic span: count first
 *         for (int i = 0; i < shape.length; i++) shape[i] = args.nextI64();
 *         results.addRef(state.createView(buffer, offset, length, elementType, encoding, shape));
 *     })
 *     .build();
 * }</pre>
 * Failures are {@link io.jiree.base.JireeException}s; when they pass through bytecode the VM
 * appends a backtrace line per frame ({@code at module.function+OFFSET file:line:col}).
 *
 * <p>References are Java objects in ref registers, lists and globals. Those that own something
 * beyond Java memory count their holders ({@link io.jiree.vm.VmRef#retain()} /
 * {@link io.jiree.vm.VmRef#release()}): the VM retains on every copy, hands references over on a
 * move, and releases on every overwrite and when a frame ends, so what a program drops is freed
 * then. A native function borrows its arguments and returns one reference per ref result.
 */
package io.jiree.vm;
