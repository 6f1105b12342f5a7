// Hacking with Swift style: switch with tuples, ranges, where clauses, value bindings and fallthrough
func classify(_ p: (Int, Int)) -> String {
    switch p {
    case (0, 0): return "origin"
    case (_, 0): return "on x-axis"
    case (0, let y): return "on y-axis at \(y)"
    case let (x, y) where x == y: return "diagonal \(x)"
    case let (x, y) where x == -y: return "anti-diagonal \(x),\(y)"
    case (-2...2, -2...2): return "near"
    default: return "far"
    }
}

for p in [(0, 0), (3, 0), (0, -4), (5, 5), (2, -2), (1, 2), (9, 1)] {
    print(p, classify(p))
}

func grade(_ score: Int) -> String {
    switch score {
    case 90...: return "A"
    case 80..<90: return "B"
    case 70..<80: return "C"
    case ..<0: return "invalid"
    default: return "F"
    }
}
print([95, 90, 89, 72, 10, -3].map(grade))

func describe(_ n: Int) -> String {
    var parts: [String] = []
    switch n {
    case 5:
        parts.append("five")
        fallthrough
    case 4:
        parts.append("at least four")
        fallthrough
    case 3:
        parts.append("at least three")
    default:
        parts.append("something else")
    }
    return parts.joined(separator: ", ")
}
print(describe(5))
print(describe(4))
print(describe(3))
print(describe(1))

let c: Character = "e"
switch c {
case "a", "e", "i", "o", "u": print("vowel")
default: print("consonant")
}

// expect: (0, 0) origin
// expect: (3, 0) on x-axis
// expect: (0, -4) on y-axis at -4
// expect: (5, 5) diagonal 5
// expect: (2, -2) anti-diagonal 2,-2
// expect: (1, 2) near
// expect: (9, 1) far
// expect: ["A", "A", "B", "C", "F", "invalid"]
// expect: five, at least four, at least three
// expect: at least four, at least three
// expect: at least three
// expect: something else
// expect: vowel
