// VM lists on the VM alone: create, resize, set/get of i32 elements, and a list passed between calls.
// jiree.description: util.list create/resize/set/get/size with i32 and i64 elements
// jiree.targets: llvm-cpu
// jiree.vm-only: true
// jiree.run: squares_sum --input=10
// jiree.run: squares_sum --input=0
// jiree.run: mixed

util.func private @fill_squares(%list: !util.list<i32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  util.list.resize %list, %n : !util.list<i32>
  scf.for %i = %c0 to %n step %c1 {
    %v = arith.index_cast %i : index to i32
    %sq = arith.muli %v, %v : i32
    util.list.set %list[%i], %sq : !util.list<i32>
  }
  util.return
}

// Builds [0, 1, 4, ...] in a list and returns its size and the sum of its elements.
util.func public @squares_sum(%n: i32) -> (i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %nidx = arith.index_cast %n : i32 to index
  %list = util.list.create %nidx : !util.list<i32>
  util.call @fill_squares(%list, %nidx) : (!util.list<i32>, index) -> ()
  %size = util.list.size %list : !util.list<i32>
  %zero = arith.constant 0 : i32
  %sum = scf.for %i = %c0 to %size step %c1 iter_args(%acc = %zero) -> (i32) {
    %v = util.list.get %list[%i] : !util.list<i32>
    %s = arith.addi %acc, %v : i32
    scf.yield %s : i32
  }
  %size32 = arith.index_cast %size : index to i32
  util.return %size32, %sum : i32, i32
}

// A list of i64 values, overwritten in place and read back.
util.func public @mixed() -> (i64, i64, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %list = util.list.create %c3 : !util.list<i64>
  util.list.resize %list, %c3 : !util.list<i64>
  %big = arith.constant 5000000000 : i64
  %neg = arith.constant -42 : i64
  util.list.set %list[%c0], %big : !util.list<i64>
  util.list.set %list[%c2], %neg : !util.list<i64>
  util.list.set %list[%c0], %neg : !util.list<i64>
  util.list.set %list[%c1], %big : !util.list<i64>
  %a = util.list.get %list[%c1] : !util.list<i64>
  %b = util.list.get %list[%c0] : !util.list<i64>
  %size = util.list.size %list : !util.list<i64>
  %s32 = arith.index_cast %size : index to i32
  util.return %a, %b, %s32 : i64, i64, i32
}
