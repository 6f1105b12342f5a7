// Rosetta Code style (Amicable pairs and Collatz): amicable pairs below 3000 and longest hailstone sequences
func divisorSums(limit: Int) -> [Int] {
    var sums = [Int](repeating: 0, count: limit + 1)
    for d in 1...limit / 2 {
        for m in stride(from: 2 * d, through: limit, by: d) { sums[m] += d }
    }
    return sums
}
let limit = 3000
let sums = divisorSums(limit: limit)
var pairs: [(Int, Int)] = []
for a in 2...limit {
    let b = sums[a]
    if b > a && b <= limit && sums[b] == a { pairs.append((a, b)) }
}
print("Amicable pairs below \(limit):")
pairs.forEach { print("  \($0.0) and \($0.1)") }
func hailstone(_ start: Int) -> [Int] {
    var seq = [start]
    var n = start
    while n != 1 {
        n = n % 2 == 0 ? n / 2 : 3 * n + 1
        seq.append(n)
    }
    return seq
}
let h27 = hailstone(27)
print("hailstone(27): \(h27.count) elements, starts \(h27.prefix(4)), ends \(h27.suffix(4))")
print("max in 27's sequence:", h27.max()!)
var cache: [Int: Int] = [1: 1]
func collatzLength(_ n: Int) -> Int {
    if let c = cache[n] { return c }
    let len = 1 + collatzLength(n % 2 == 0 ? n / 2 : 3 * n + 1)
    cache[n] = len
    return len
}
let best = (1..<10000).max { collatzLength($0) < collatzLength($1) }!
print("longest below 10000: \(best) with length \(collatzLength(best))")
// expect: Amicable pairs below 3000:
// expect:   220 and 284
// expect:   1184 and 1210
// expect:   2620 and 2924
// expect: hailstone(27): 112 elements, starts [27, 82, 41, 124], ends [8, 4, 2, 1]
// expect: max in 27's sequence: 9232
// expect: longest below 10000: 6171 with length 262
