// Compiler test style (test/stdlib/CompactMap.swift): lazy compactMap/filter/map evaluation counts and composed lazy types
// known-gap: line 5: expected "prefix(2) calls = 30", got "prefix(2) calls = 8"
var calls = 0
let squareMultiplesOf7 = { (n: Int) -> Int? in
  calls += 1
  return n % 7 == 0 ? n * n : nil
}

let eager = (0..<30).compactMap(squareMultiplesOf7)
print(eager, calls)

calls = 0
let lazyOne = (0..<30).lazy.compactMap(squareMultiplesOf7)
print("built, calls = \(calls)")
print(Array(lazyOne), calls)
calls = 0
print(lazyOne.first as Any, calls)
calls = 0
_ = Array(lazyOne.prefix(2))
print("prefix(2) calls = \(calls)")

calls = 0
var it = (0..<30).makeIterator().lazy.compactMap(squareMultiplesOf7).makeIterator()
print(it.next() as Any, it.next() as Any, calls)

let base = Array(1..<40)
let isSeventh = { (n: Int) -> Bool in n % 7 == 0 }
let sq = { (n: Int) -> Int in n * n }
let evenSquare = { (n: Int) -> Int? in n % 2 == 0 ? n * n : nil }

let a0 = base.filter(isSeventh).map(sq)
let l0 = base.lazy.filter(isSeventh).map(sq)
print(a0, Array(l0), a0.elementsEqual(l0))

let a1 = base.compactMap(evenSquare).map(sq).filter(isSeventh)
let l1 = base.lazy.compactMap(evenSquare).map(sq).filter(isSeventh)
print(a1, Array(l1))

print(type(of: a0))
print(type(of: (1..<5).lazy))
print(type(of: (1..<5).lazy.map(sq)))
print(type(of: (1..<5).lazy.filter(isSeventh)))
print(type(of: (1..<5).lazy.compactMap(evenSquare)))
print(type(of: [1, 2].lazy.filter(isSeventh).map(sq)))
print(type(of: [1, 2].lazy.map(sq).filter(isSeventh)))
print(type(of: ["a"].lazy.flatMap { $0.unicodeScalars }))

var log: [String] = []
let chain = [3, 14, 21, 5, 28].lazy
  .filter { log.append("f\($0)"); return $0 % 7 == 0 }
  .map { (x: Int) -> Int in log.append("m\(x)"); return x / 7 }
for v in chain { log.append("got\(v)") }
print(log.joined(separator: " "))

log = []
let counted = chain.count
print(counted, log.count)

let optionals: [Int?] = [1, nil, 3, nil, 5]
print(optionals.compactMap { $0 })
print(optionals.lazy.compactMap { $0.map { $0 * 10 } }.reduce(0, +))
let strings = ["1", "two", "3", "4x", "-5"]
print(strings.compactMap(Int.init))
print(strings.lazy.compactMap(Int.init).map { $0 * 2 }.reversed().map { $0 })
let nestedOpt: [Int??] = [1, .some(nil), nil, 4]
print(nestedOpt.compactMap { $0 })
print(nestedOpt.compactMap { $0 }.compactMap { $0 })

// expect: [0, 49, 196, 441, 784] 30
// expect: built, calls = 0
// expect: [0, 49, 196, 441, 784] 30
// expect: Optional(0) 2
// expect: prefix(2) calls = 30
// expect: Optional(0) Optional(49) 8
// expect: [49, 196, 441, 784, 1225] [49, 196, 441, 784, 1225] true
// expect: [38416, 614656] [38416, 614656]
// expect: Array<Int>
// expect: LazySequence<Range<Int>>
// expect: LazyMapSequence<Range<Int>, Int>
// expect: LazyFilterSequence<Range<Int>>
// expect: LazyMapSequence<LazyFilterSequence<LazyMapSequence<Range<Int>, Optional<Int>>>, Int>
// expect: LazyMapSequence<LazyFilterSequence<Array<Int>>, Int>
// expect: LazyFilterSequence<LazyMapSequence<Array<Int>, Int>>
// expect: LazySequence<FlattenSequence<LazyMapSequence<Array<String>, UnicodeScalarView>>>
// expect: f3 f14 m14 got2 f21 m21 got3 f5 f28 m28 got4
// expect: 3 5
// expect: [1, 3, 5]
// expect: 90
// expect: [1, 3, -5]
// expect: LazyMapSequence<ReversedCollection<LazyMapSequence<LazyFilterSequence<LazyMapSequence<Array<String>, Optional<Int>>>, Int>>, Int>(_base: Swift.ReversedCollection<Swift.LazyMapSequence<Swift.LazyFilterSequence<Swift.LazyMapSequence<Swift.Array<Swift.String>, Swift.Optional<Swift.Int>>>, Swift.Int>>(_base: Swift.LazyMapSequence<Swift.LazyFilterSequence<Swift.LazyMapSequence<Swift.Array<Swift.String>, Swift.Optional<Swift.Int>>>, Swift.Int>(_base: Swift.LazyFilterSequence<Swift.LazyMapSequence<Swift.Array<Swift.String>, Swift.Optional<Swift.Int>>>(_base: Swift.LazyMapSequence<Swift.Array<Swift.String>, Swift.Optional<Swift.Int>>(_base: ["1", "two", "3", "4x", "-5"], _transform: (Function)), _predicate: (Function)), _transform: (Function))), _transform: (Function))
// expect: [Optional(1), nil, Optional(4)]
// expect: [1, 4]
