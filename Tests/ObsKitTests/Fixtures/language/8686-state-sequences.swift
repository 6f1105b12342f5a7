// Kata style (pseudo-random generators & spirals): sequence(state:next:) and stride for lazy infinite streams
import Foundation

let lcg = sequence(state: UInt64(42)) { (seed: inout UInt64) -> Int? in
    seed = seed &* 6364136223846793005 &+ 1442695040888963407
    return Int(seed >> 33) % 100
}
print("LCG rolls: \(Array(lcg.prefix(8)))")

let xorshift = sequence(state: UInt32(2463534242)) { (x: inout UInt32) -> UInt32? in
    x ^= x << 13
    x ^= x >> 17
    x ^= x << 5
    return x
}
print("xorshift32: \(xorshift.prefix(4).map { String($0, radix: 16) })")

let doubling = sequence(first: 1) { $0 < 1000 ? $0 * 2 : nil }
print("Doubling until >= 1000: \(Array(doubling))")

let triangular = sequence(state: (n: 0, total: 0)) { state -> Int? in
    state.n += 1
    state.total += state.n
    return state.total
}
let firstWithManyDivisors = triangular.lazy.first { t in
    (1...Int(Double(t).squareRoot())).filter { t % $0 == 0 }.count * 2 > 20
}
print("First triangular number with over 20 divisors: \(firstWithManyDivisors!)")

struct Point { var x = 0, y = 0 }
let spiral = sequence(state: (p: Point(), dir: 0, leg: 1, walked: 0, turns: 0)) { s -> (Int, Int)? in
    let result = (s.p.x, s.p.y)
    let moves = [(1, 0), (0, 1), (-1, 0), (0, -1)]
    s.p.x += moves[s.dir].0
    s.p.y += moves[s.dir].1
    s.walked += 1
    if s.walked == s.leg {
        s.walked = 0
        s.dir = (s.dir + 1) % 4
        s.turns += 1
        if s.turns % 2 == 0 { s.leg += 1 }
    }
    return result
}
print("Spiral: " + spiral.prefix(10).map { "(\($0.0),\($0.1))" }.joined(separator: " "))
let square25 = Array(spiral.prefix(25)).last!
print("25th spiral position: \(square25), distance \(abs(square25.0) + abs(square25.1))")

for t in stride(from: 0.0, through: 1.0, by: 0.25) {
    print("t=\(t) ease=\(t * t * (3 - 2 * t))")
}
print("Countdown by 3: \(Array(stride(from: 20, to: 0, by: -3)))")

// expect: LCG rolls: [34, 26, 38, 3, 94, 56, 69, 10]
// expect: xorshift32: ["2b1f4d63", "94dacb7a", "7b0859a0", "77b0567e"]
// expect: Doubling until >= 1000: [1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024]
// expect: First triangular number with over 20 divisors: 630
// expect: Spiral: (0,0) (1,0) (1,1) (0,1) (-1,1) (-1,0) (-1,-1) (0,-1) (1,-1) (2,-1)
// expect: 25th spiral position: (2, -2), distance 4
// expect: t=0.0 ease=0.0
// expect: t=0.25 ease=0.15625
// expect: t=0.5 ease=0.5
// expect: t=0.75 ease=0.84375
// expect: t=1.0 ease=1.0
// expect: Countdown by 3: [20, 17, 14, 11, 8, 5, 2]
