// Rosetta-style task: Hailstone (Collatz) sequence with sequence(first:next:) and a memo cache
func hailstone(_ n: Int) -> [Int] {
    Array(sequence(first: n) { x in
        x == 1 ? nil : (x % 2 == 0 ? x / 2 : 3 * x + 1)
    })
}

let h27 = hailstone(27)
print("hailstone(27) has \(h27.count) elements")
print("starts: \(h27.prefix(4).map(String.init).joined(separator: ", "))")
print("ends: \(h27.suffix(4).map(String.init).joined(separator: ", "))")
print("peak: \(h27.max()!)")

var cache: [Int: Int] = [1: 1]
func collatzLength(_ n: Int) -> Int {
    if let known = cache[n] { return known }
    let next = n % 2 == 0 ? n / 2 : 3 * n + 1
    let length = 1 + collatzLength(next)
    cache[n] = length
    return length
}

let limit = 10_000
let best = (1..<limit).max { collatzLength($0) < collatzLength($1) }!
print("Longest below \(limit): \(best) with \(collatzLength(best)) elements")

for n in [1, 6, 7, 9, 97] {
    print("n=\(n): length \(collatzLength(n)), via sequence \(hailstone(n).count)")
}

// expect: hailstone(27) has 112 elements
// expect: starts: 27, 82, 41, 124
// expect: ends: 8, 4, 2, 1
// expect: peak: 9232
// expect: Longest below 10000: 6171 with 262 elements
// expect: n=1: length 1, via sequence 1
// expect: n=6: length 9, via sequence 9
// expect: n=7: length 17, via sequence 17
// expect: n=9: length 20, via sequence 20
// expect: n=97: length 119, via sequence 119
