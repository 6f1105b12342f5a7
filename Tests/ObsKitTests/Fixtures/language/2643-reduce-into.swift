// Compiler test style: reduce(into:) building dictionaries, arrays and strings
let text = "mississippi"
let freq = text.reduce(into: [Character: Int]()) { $0[$1, default: 0] += 1 }
print(freq.sorted { $0.key < $1.key }.map { "\($0.key)\($0.value)" }.joined(separator: " "))

let runs = text.reduce(into: [(Character, Int)]()) { acc, ch in
    if let last = acc.last, last.0 == ch {
        acc[acc.count - 1].1 += 1
    } else {
        acc.append((ch, 1))
    }
}
print(runs.map { "\($0.0)\($0.1)" }.joined())

let evensOdds = (1...10).reduce(into: ([Int](), [Int]())) { acc, n in
    if n % 2 == 0 { acc.0.append(n) } else { acc.1.append(n) }
}
print(evensOdds.0, evensOdds.1)

let csv = ["a", "b", "c"].reduce(into: "") { acc, s in
    if !acc.isEmpty { acc += "," }
    acc += s
}
print(csv)
let total = [1, 2, 3, 4].reduce(100, -)
print(total)
let maxLen = ["aa", "bbbb", "c"].reduce(0) { max($0, $1.count) }
print(maxLen)
let setAcc = [3, 1, 3, 2, 1].reduce(into: Set<Int>()) { $0.insert($1) }
print(setAcc.sorted())
// expect: i4 m1 p2 s4
// expect: m1i1s2i1s2i1p2i1
// expect: [2, 4, 6, 8, 10] [1, 3, 5, 7, 9]
// expect: a,b,c
// expect: 90
// expect: 4
// expect: [1, 2, 3]
