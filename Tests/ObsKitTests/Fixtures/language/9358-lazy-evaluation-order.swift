// lazy sequences: when and how often closures run, first(where:), prefix, chained lazies
// expected output: swiftc 6.3.1 (Linux), run on this machine
var trace: [String] = []
let source = [1, 2, 3, 4, 5, 6]

let eager = source.map { x -> Int in trace.append("m\(x)"); return x * 10 }.filter { x in trace.append("f\(x)"); return x > 20 }
print(eager.first!, trace)

trace = []
let lazyChain = source.lazy.map { x -> Int in trace.append("m\(x)"); return x * 10 }.filter { x in trace.append("f\(x)"); return x > 20 }
print("built, trace:", trace)
print(lazyChain.first!, trace)

trace = []
let firstBig = source.lazy.map { x -> Int in trace.append("sq\(x)"); return x * x }.first { $0 > 10 }
print(firstBig as Any, trace)

trace = []
let mapped = source.lazy.map { x -> Int in trace.append("e\(x)"); return x + 100 }
_ = mapped[2]
_ = mapped[2]
print("random access twice:", trace)

trace = []
let taken = Array(source.lazy.filter { x in trace.append("t\(x)"); return x % 2 == 1 }.prefix(2))
print(taken, trace)

let naturals = sequence(first: 1) { $0 + 1 }
let primes = naturals.lazy.filter { n in n > 1 && (2..<n).allSatisfy { n % $0 != 0 } }
print(Array(primes.prefix(8)))
let squaresBelow = naturals.lazy.map { $0 * $0 }.prefix { $0 < 60 }
print(Array(squaresBelow))

let words = ["apple", "bob", "kayak", "zebra", "noon"]
let pals = words.lazy.filter { $0 == String($0.reversed()) }.map { $0.uppercased() }
print(Array(pals), pals.count)

trace = []
let nested = [[1, 2], [3], [4, 5]].lazy.flatMap { xs -> [Int] in trace.append("flat\(xs.count)"); return xs }
print(nested.contains(3), trace)

let compact = ["1", "x", "3", "y"].lazy.compactMap { Int($0) }
print(Array(compact), compact.reduce(0, +))
let zipped = zip(naturals.lazy.map { $0 * 2 }, "abc")
print(zipped.map { "\($1)\($0)" })
let rev = source.lazy.reversed().map { -$0 }
print(Array(rev), type(of: source.lazy.reversed()).self == ReversedCollection<[Int]>.self)
var counter = 0
let once = (1...3).lazy.map { x -> Int in counter += 1; return x }
let arr = Array(once)
print(arr, counter, Array(once).count, counter)

// expect: 30 ["m1", "m2", "m3", "m4", "m5", "m6", "f10", "f20", "f30", "f40", "f50", "f60"]
// expect: built, trace: []
// expect: 30 ["m1", "f10", "m2", "f20", "m3", "f30", "m3"]
// expect: Optional(16) ["sq1", "sq2", "sq3", "sq4"]
// expect: random access twice: ["e3", "e3"]
// expect: [1, 3] ["t1", "t2", "t3", "t4", "t5", "t1", "t1", "t2", "t3", "t4"]
// expect: [2, 3, 5, 7, 11, 13, 17, 19]
// expect: [1, 4, 9, 16, 25, 36, 49]
// expect: ["BOB", "KAYAK", "NOON"] 3
// expect: true ["flat2", "flat1"]
// expect: [1, 3] 4
// expect: ["a2", "b4", "c6"]
// expect: [-6, -5, -4, -3, -2, -1] false
// expect: [1, 2, 3] 3 3 6
