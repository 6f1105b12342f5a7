// Rosetta Code style (look-and-say and Collatz): a lazy-ish sequence via IteratorProtocol, and hailstone lengths with memoisation
struct LookAndSay: Sequence, IteratorProtocol {
    var current: String
    mutating func next() -> String? {
        let result = current
        var out = ""
        var chars = Array(current)[...]
        while let first = chars.first {
            let run = chars.prefix { $0 == first }.count
            out += "\(run)\(first)"
            chars = chars.dropFirst(run)
        }
        current = out
        return result
    }
}

for (i, term) in LookAndSay(current: "1").prefix(8).enumerated() {
    print(i + 1, term)
}
print(LookAndSay(current: "1").prefix(15).map(\.count))

func hailstone(_ start: Int) -> [Int] {
    var n = start
    var seq = [n]
    while n != 1 {
        n = n.isMultiple(of: 2) ? n / 2 : 3 * n + 1
        seq.append(n)
    }
    return seq
}

let h27 = hailstone(27)
print("27: length \(h27.count), starts \(h27.prefix(4)), ends \(h27.suffix(4)), peak \(h27.max()!)")

var cache: [Int: Int] = [1: 1]
func hailLength(_ n: Int) -> Int {
    if let known = cache[n] { return known }
    let next = n % 2 == 0 ? n / 2 : 3 * n + 1
    let len = 1 + hailLength(next)
    cache[n] = len
    return len
}
let best = (1..<10000).max { hailLength($0) < hailLength($1) }!
print("longest below 10000: \(best) with \(hailLength(best)) terms")
print((1...10).map(hailLength))

// expect: 1 1
// expect: 2 11
// expect: 3 21
// expect: 4 1211
// expect: 5 111221
// expect: 6 312211
// expect: 7 13112221
// expect: 8 1113213211
// expect: [1, 2, 2, 4, 6, 6, 8, 10, 14, 20, 26, 34, 46, 62, 78]
// expect: 27: length 112, starts [27, 82, 41, 124], ends [8, 4, 2, 1], peak 9232
// expect: longest below 10000: 6171 with 262 terms
// expect: [1, 2, 8, 3, 6, 9, 17, 4, 20, 7]
