// Compiler test style: switch over tuples combining remainders, ranges and wildcard patterns
func fizz(_ n: Int) -> String {
    switch (n % 3, n % 5) {
    case (0, 0): return "FizzBuzz"
    case (0, _): return "Fizz"
    case (_, 0): return "Buzz"
    default: return String(n)
    }
}

var line = ""
for i in 1...15 {
    line += fizz(i) + (i == 15 ? "" : " ")
}
print(line)

func quadrant(_ p: (Int, Int)) -> String {
    switch p {
    case (0, 0): return "origin"
    case (_, 0): return "x-axis"
    case (0, _): return "y-axis"
    case (1..., 1...): return "Q1"
    case (...(-1), 1...): return "Q2"
    case (...(-1), ...(-1)): return "Q3"
    default: return "Q4"
    }
}

let points = [(0, 0), (3, 0), (0, -2), (4, 5), (-1, 2), (-3, -3), (2, -8)]
for p in points {
    print("\(p) -> \(quadrant(p))")
}

func grade(score: Int, attendance: Double) -> String {
    switch (score, attendance) {
    case (90...100, 0.9...):
        return "A with honors"
    case (90...100, _):
        return "A"
    case (80..<90, let a) where a >= 0.75:
        return "B"
    case (80..<90, _):
        return "B-"
    case (60..<80, _):
        return "C"
    case (let s, _) where s < 0 || s > 100:
        return "invalid"
    default:
        return "F"
    }
}

let records: [(Int, Double)] = [(95, 0.95), (92, 0.5), (85, 0.8), (85, 0.7), (70, 1.0), (40, 1.0), (120, 1.0)]
for (s, a) in records {
    print("score \(s), attendance \(a): \(grade(score: s, attendance: a))")
}

func compare3(_ a: Int, _ b: Int, _ c: Int) -> String {
    switch (a == b, b == c, a == c) {
    case (true, true, _): return "all equal"
    case (true, false, _), (false, true, _), (_, _, true): return "two equal"
    default: return "distinct"
    }
}
print(compare3(1, 1, 1), compare3(1, 2, 1), compare3(1, 2, 3), compare3(4, 4, 5))

// Expected output:
// expect: 1 2 Fizz 4 Buzz Fizz 7 8 Fizz Buzz 11 Fizz 13 14 FizzBuzz
// expect: (0, 0) -> origin
// expect: (3, 0) -> x-axis
// expect: (0, -2) -> y-axis
// expect: (4, 5) -> Q1
// expect: (-1, 2) -> Q2
// expect: (-3, -3) -> Q3
// expect: (2, -8) -> Q4
// expect: score 95, attendance 0.95: A with honors
// expect: score 92, attendance 0.5: A
// expect: score 85, attendance 0.8: B
// expect: score 85, attendance 0.7: B-
// expect: score 70, attendance 1.0: C
// expect: score 40, attendance 1.0: F
// expect: score 120, attendance 1.0: invalid
// expect: all equal two equal distinct two equal
