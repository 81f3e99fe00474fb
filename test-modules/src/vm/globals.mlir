// Module globals on the VM alone: a constant global, a mutable counter, and globals computed by an
// initializer when the module is loaded.
// jiree.description: util.global (constant, mutable), util.initializer computing initial values
// jiree.targets: llvm-cpu
// jiree.vm-only: true
// jiree.run: read_init
// jiree.run: bump --input=5
// jiree.run: bump_twice --input=3
// jiree.run: scaled --input=7

util.global private @scale = 3 : i32
util.global private mutable @counter = 100 : i32
util.global private @table_sum : i64
util.global private mutable @f64_state : f64

// Computes the sum of squares 1..10 once at load time.
util.initializer {
  %c1 = arith.constant 1 : index
  %c11 = arith.constant 11 : index
  %zero = arith.constant 0 : i64
  %s = scf.for %i = %c1 to %c11 step %c1 iter_args(%acc = %zero) -> (i64) {
    %v = arith.index_cast %i : index to i64
    %sq = arith.muli %v, %v : i64
    %n = arith.addi %acc, %sq : i64
    scf.yield %n : i64
  }
  util.global.store %s, @table_sum : i64
  %f = arith.constant 0.5 : f64
  util.global.store %f, @f64_state : f64
  util.return
}

util.func public @read_init() -> (i64, i32, i32) {
  %s = util.global.load @table_sum : i64
  %c = util.global.load @counter : i32
  %k = util.global.load @scale : i32
  util.return %s, %c, %k : i64, i32, i32
}

// Adds the argument to the mutable counter and returns the new value.
util.func public @bump(%x: i32) -> i32 {
  %c = util.global.load @counter : i32
  %n = arith.addi %c, %x : i32
  util.global.store %n, @counter : i32
  util.return %n : i32
}

// State persists between calls within one invocation of the module.
util.func public @bump_twice(%x: i32) -> (i32, i32) {
  %a = util.call @bump(%x) : (i32) -> i32
  %b = util.call @bump(%x) : (i32) -> i32
  util.return %a, %b : i32, i32
}

util.func public @scaled(%x: i32) -> i32 {
  %k = util.global.load @scale : i32
  %r = arith.muli %x, %k : i32
  util.return %r : i32
}
