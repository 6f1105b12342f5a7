// Compiler test style: lazy sequence/collection evaluation order with side effects versus eager evaluation
var trace: [String] = []
func t(_ s: String) { trace.append(s) }
func flush(_ label: String) { print(label + ":", trace.joined(separator: " ")); trace.removeAll() }

let nums = [1, 2, 3, 4, 5, 6]

let eager = nums.map { x -> Int in t("m\(x)"); return x * 10 }.filter { x -> Bool in t("f\(x)"); return x > 20 }.first
flush("eager first=\(eager!)")

let lazyFirst = nums.lazy.map { x -> Int in t("m\(x)"); return x * 10 }.filter { x -> Bool in t("f\(x)"); return x > 20 }.first
flush("lazy first=\(lazyFirst!)")

let chain = nums.lazy.filter { x -> Bool in t("f\(x)"); return x % 2 == 0 }.map { x -> Int in t("m\(x)"); return x * x }
flush("after building chain")
for v in chain.prefix(2) { t("got\(v)") }
flush("prefix(2) loop")

// Lazy map on a collection re-evaluates on every access
let squares = nums.lazy.map { x -> Int in t("sq\(x)"); return x * x }
_ = squares[2]
_ = squares[2]
flush("indexed twice")
print("count without evaluating:", squares.count)
flush("after count")

// compactMap / flatMap laziness
let words = ["1", "x", "3", "y", "5"]
let parsed = words.lazy.compactMap { w -> Int? in t("p\(w)"); return Int(w) }
print(Array(parsed.prefix(2)))
flush("compactMap prefix")
let nested = [[1, 2], [3], [4, 5]].lazy.flatMap { a -> [Int] in t("fl\(a.count)"); return a }
print(nested.first(where: { $0 > 2 })!)
flush("flatMap first where")

// drop(while:) and prefix(while:)
let pw = nums.lazy.prefix(while: { x -> Bool in t("pw\(x)"); return x < 4 })
print(Array(pw))
flush("prefix while")

// Infinite sequence made finite by laziness
let naturals = sequence(first: 1) { n -> Int? in t("next\(n)"); return n + 1 }
let firstOddSquaresOver10 = naturals.lazy.map { $0 * $0 }.filter { $0 > 10 && $0 % 2 == 1 }.prefix(2)
print(Array(firstOddSquaresOver10))
flush("infinite")

// zip with lazy sequences only pulls what it needs
let left = nums.lazy.map { x -> Int in t("L\(x)"); return x }
let right = ["a", "b"].lazy.map { s -> String in t("R" + s); return s }
print(zip(left, right).map { "\($0)\($1)" })
flush("zip")

// reduce over lazy is eager at the point of call
let total = nums.lazy.filter { x -> Bool in t("r\(x)"); return x > 3 }.reduce(0, +)
flush("reduce total=\(total)")

// expect: eager first=30: m1 m2 m3 m4 m5 m6 f10 f20 f30 f40 f50 f60
// expect: lazy first=30: m1 f10 m2 f20 m3 f30 m3
// expect: after building chain: 
// expect: prefix(2) loop: f1 f2 f3 f4 f5 f6 f1 f2 f2 m2 got4 f3 f4 m4 got16 f5
// expect: indexed twice: sq3 sq3
// expect: count without evaluating: 6
// expect: after count: 
// expect: [1, 3]
// expect: compactMap prefix: p1 px p3 py p5 p1 p1 px p3 py
// expect: 3
// expect: flatMap first where: fl2 fl1
// expect: [1, 2, 3]
// expect: prefix while: pw1 pw2 pw3 pw4
// expect: [25, 49]
// expect: infinite: next1 next2 next3 next4 next5 next6
// expect: ["1a", "2b"]
// expect: zip: L1 Ra L2 Rb L3
// expect: reduce total=15: r1 r2 r3 r4 r5 r6
