// lazy-sequences
// expected output: swiftc 6.3.1 (Linux), run on this machine

var trace: [String] = []
func square(_ x: Int) -> Int { trace.append("sq\(x)"); return x * x }
func isEven(_ x: Int) -> Bool { trace.append("ev\(x)"); return x % 2 == 0 }

let eager = (1...6).map(square).filter(isEven).prefix(2)
print(Array(eager), trace.count)
trace.removeAll()
let lazy = (1...6).lazy.map(square).filter(isEven).prefix(2)
print(trace.count)
print(Array(lazy))
print(trace)
trace.removeAll()
let firstBig = (1...).lazy.map(square).first { $0 > 50 }
print(firstBig!, trace.count)
let naturals = sequence(first: 1) { $0 + 1 }
let primes = naturals.lazy.filter { n in n > 1 && !(2..<n).contains { n % $0 == 0 } }
print(Array(primes.prefix(10)))
let collatz = sequence(first: 27) { $0 == 1 ? nil : ($0 % 2 == 0 ? $0 / 2 : 3 * $0 + 1) }
print(collatz.reduce(0) { c, _ in c + 1 }, collatz.max()!)
let words = ["alpha", "beta", "gamma", "delta", "epsilon"]
let lens = words.lazy.map { $0.count }
print(lens[2], Array(lens.reversed()))
let fl = words.lazy.flatMap { $0.prefix(2) }
print(String(fl))
let cm = ["1", "x", "3"].lazy.compactMap { Int($0) }
print(Array(cm), cm.reduce(0, +))
let drop = (1...20).lazy.drop(while: { $0 < 15 }).prefix(while: { $0 < 18 })
print(Array(drop))
let joined = [[1, 2], [3], [], [4, 5]].lazy.joined()
print(Array(joined), joined.count)
let zipped = zip(naturals, words).lazy.map { "\($0)\($1.first!)" }
print(zipped.joined(separator: ","))
var calls = 0
let expensive = (0..<1000).lazy.map { v -> Int in calls += 1; return v * 3 }
print(expensive[500], expensive.last!, calls)
let chunks = stride(from: 0, to: words.count, by: 2).map { Array(words[$0..<min($0 + 2, words.count)]) }
print(chunks)
let scan = (1...5).reduce(into: [Int]()) { acc, x in acc.append((acc.last ?? 0) + x) }
print(scan)
let pairs = (1...4).flatMap { a in (a...4).map { b in (a, b) } }.filter { $0.0 + $0.1 == 5 }
print(pairs.map { "\($0.0)+\($0.1)" })
let rep = repeatElement("ab", count: 3)
print(rep.joined(), Array(rep.enumerated().map { $0.offset }))
let cycled = (0..<7).map { ["r", "g", "b"][$0 % 3] }.joined()
print(cycled)

// expect: [4, 16] 12
// expect: 16
// expect: [4, 16]
// expect: ["sq1", "ev1", "sq2", "ev4", "sq3", "ev9", "sq4", "ev16", "sq5", "ev25", "sq6", "ev36", "sq1", "ev1", "sq2", "ev4", "sq2", "ev4", "sq3", "ev9", "sq4", "ev16", "sq5", "ev25"]
// expect: 64 8
// expect: [2, 3, 5, 7, 11, 13, 17, 19, 23, 29]
// expect: 112 9232
// expect: 5 [7, 5, 5, 4, 5]
// expect: albegadeep
// expect: [1, 3] 4
// expect: [15, 16, 17]
// expect: [1, 2, 3, 4, 5] 5
// expect: 1a,2b,3g,4d,5e
// expect: 1500 2997 2
// expect: [["alpha", "beta"], ["gamma", "delta"], ["epsilon"]]
// expect: [1, 3, 6, 10, 15]
// expect: ["1+4", "2+3"]
// expect: ababab [0, 1, 2]
// expect: rgbrgbr
