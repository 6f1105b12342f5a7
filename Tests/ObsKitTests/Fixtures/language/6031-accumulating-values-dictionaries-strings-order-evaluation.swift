// Hacking with Swift style (reduce and reduce(into:)): accumulating values, dictionaries and strings, and the order of evaluation
let numbers = [3, 1, 4, 1, 5, 9, 2, 6]
print(numbers.reduce(0, +), numbers.reduce(1, *), numbers.reduce(Int.min, max))

let counts = numbers.reduce(into: [Int: Int]()) { $0[$1, default: 0] += 1 }
print(counts.sorted { $0.key < $1.key }.map { "\($0.key)x\($0.value)" })

let joined = ["a", "b", "c"].reduce("") { $0 + $1 }
let joinedInto = ["a", "b", "c"].reduce(into: "start:") { $0 += $1.uppercased() }
print(joined, joinedInto)

let trace = [1, 2, 3].reduce("0") { acc, n in "(\(acc)+\(n))" }
print(trace)

let running = numbers.reduce(into: [Int]()) { acc, n in acc.append((acc.last ?? 0) + n) }
print(running)

let empty: [Int] = []
print(empty.reduce(100, +), empty.reduce(into: [String]()) { $0.append("\($1)") })

let (evens, odds) = numbers.reduce(into: ([Int](), [Int]())) { acc, n in
    if n % 2 == 0 { acc.0.append(n) } else { acc.1.append(n) }
}
print(evens, odds)

let minMax = numbers.reduce((min: Int.max, max: Int.min)) { (min($0.min, $1), max($0.max, $1)) }
print(minMax)

let words = ["apple", "avocado", "banana", "blueberry", "cherry"]
let byFirst = words.reduce(into: [Character: [String]]()) { $0[$1.first!, default: []].append($1) }
print(byFirst.keys.sorted(), byFirst["b"]!)

var callLog: [String] = []
let total = [10, 20].reduce(into: 0) { sum, n in
    callLog.append("sum=\(sum) n=\(n)")
    sum += n
}
print(total, callLog)
print([0.1, 0.2, 0.3].reduce(0, +), [0.3, 0.2, 0.1].reduce(0, +))
print((1...5).reduce(0) { $0 * 10 + $1 })

// expect: 31 6480 9
// expect: ["1x2", "2x1", "3x1", "4x1", "5x1", "6x1", "9x1"]
// expect: abc start:ABC
// expect: (((0+1)+2)+3)
// expect: [3, 4, 8, 9, 14, 23, 25, 31]
// expect: 100 []
// expect: [4, 2, 6] [3, 1, 1, 5, 9]
// expect: (min: 1, max: 9)
// expect: ["a", "b", "c"] ["banana", "blueberry"]
// expect: 30 ["sum=0 n=10", "sum=10 n=20"]
// expect: 0.6000000000000001 0.6
// expect: 12345
