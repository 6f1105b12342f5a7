// from swiftlang/swift test/stdlib/CompactMap.swift (adapted)
// expected output: swiftc 6.3.1 (Linux), run on this machine

// The original built LazyCompactMap* values through underscored initializers;
// this version reaches them through the public `.lazy.compactMap` API.

print("CompactMapping Collections")
do {
  let f0 = (0..<30).lazy.compactMap { num -> Int? in
    num % 7 == 0 ? num * num : nil
  }
  print(Array(f0), Array(f0) == [0, 49, 196, 441, 784])

  let f1 = (1..<30).lazy.compactMap { num -> Int? in
    num % 7 == 0 ? num * num : nil
  }
  print(Array(f1), Array(f1) == [49, 196, 441, 784])
}

print("CompactMapping Sequences")
do {
  let f0 = stride(from: 0, to: 30, by: 1).lazy.compactMap { num -> Int? in
    num % 7 == 0 ? num * num : nil
  }
  print(Array(f0))
}

print("Single Count")
do {
  // Check that we're only calling a lazy compactMap's transform one time for
  // each element in a sequence or collection.

  var count = 0
  let mod7SquareAndCount = { (num: Int) -> Int? in
    count += 1
    return num % 7 == 0 ? num * num : nil
  }

  let f0 = (0..<30).makeIterator().lazy.compactMap(mod7SquareAndCount)
  _ = Array(f0)
  print(count)

  count = 0
  let f1 = (0..<30).lazy.compactMap(mod7SquareAndCount)
  print("not yet evaluated:", count)
  _ = Array(f1)
  print(count)
}

print("CompactMap Combiner Correctness/Sequence")
func combinerCorrectnessTest<S: Sequence>(_ base: S) where S.Element == Int {
  let lazyBase = base.lazy
  let filterFunc = { (num: Int) -> Bool in num % 7 == 0 }
  let mapFunc = { (num: Int) -> Int in num * num }
  let compactMapFunc = { (num: Int) -> Int? in
    num % 2 == 0 ? num * num : nil
  }

  let f0 = base.filter(filterFunc).map(mapFunc)
  let f0Lazy = lazyBase.filter(filterFunc).map(mapFunc)
  print(f0.elementsEqual(f0Lazy), f0)

  let f1 = base.map(mapFunc).filter(filterFunc)
  let f1Lazy = lazyBase.filter(filterFunc).map(mapFunc)
  print(f1.elementsEqual(f1Lazy))

  let f2 = base.compactMap(compactMapFunc).map(mapFunc).filter(filterFunc)
  let f2Lazy = lazyBase.compactMap(compactMapFunc).map(mapFunc).filter(filterFunc)
  print(f2.elementsEqual(f2Lazy), f2.count != 0, f2)

  let f3 = base.filter(filterFunc).map(mapFunc).compactMap(compactMapFunc)
  let f3Lazy = lazyBase.filter(filterFunc).map(mapFunc).compactMap(compactMapFunc)
  print(f3.elementsEqual(f3Lazy), f3.count)
}
combinerCorrectnessTest(0..<60)
combinerCorrectnessTest(1..<60)
combinerCorrectnessTest(Array(0..<60))

// expect: CompactMapping Collections
// expect: [0, 49, 196, 441, 784] true
// expect: [49, 196, 441, 784] true
// expect: CompactMapping Sequences
// expect: [0, 49, 196, 441, 784]
// expect: Single Count
// expect: 30
// expect: not yet evaluated: 0
// expect: 30
// expect: CompactMap Combiner Correctness/Sequence
// expect: true [0, 49, 196, 441, 784, 1225, 1764, 2401, 3136]
// expect: true
// expect: true true [0, 38416, 614656, 3111696, 9834496]
// expect: true 5
// expect: true [49, 196, 441, 784, 1225, 1764, 2401, 3136]
// expect: true
// expect: true true [38416, 614656, 3111696, 9834496]
// expect: true 4
// expect: true [0, 49, 196, 441, 784, 1225, 1764, 2401, 3136]
// expect: true
// expect: true true [0, 38416, 614656, 3111696, 9834496]
// expect: true 5
