// Compiler-test style: switch over tuples with ranges, wildcards, value bindings and where guards
func classify(_ p: (Int, Int)) -> String {
    switch p {
    case (0, 0): return "origin"
    case (_, 0): return "on x-axis"
    case (0, _): return "on y-axis"
    case let (x, y) where x == y: return "diagonal \(x)"
    case let (x, y) where x == -y: return "anti-diagonal \(x),\(y)"
    case (-2...2, -2...2): return "near"
    case (let x, 10...): return "high with x=\(x)"
    default: return "far"
    }
}

for p in [(0, 0), (5, 0), (0, -3), (4, 4), (3, -3), (1, 2), (7, 12), (9, 9), (8, -1)] {
    print(p, classify(p))
}

func grade(_ score: Int) -> Character {
    switch score {
    case 90...: return "A"
    case 80..<90: return "B"
    case 70..<80: return "C"
    case ..<0: return "?"
    default: return "F"
    }
}
print([95, 85, 72, 10, -5, 90, 79].map(grade))

let pair: (String, Int?) = ("key", nil)
switch pair {
case (let k, let v?): print("\(k) has \(v)")
case (let k, nil): print("\(k) is missing")
}
let ch: Character = "q"
switch ch {
case "a", "e", "i", "o", "u": print("vowel")
case "a"..."z": print("consonant \(ch)")
default: print("other")
}

// expect: (0, 0) origin
// expect: (5, 0) on x-axis
// expect: (0, -3) on y-axis
// expect: (4, 4) diagonal 4
// expect: (3, -3) anti-diagonal 3,-3
// expect: (1, 2) near
// expect: (7, 12) high with x=7
// expect: (9, 9) diagonal 9
// expect: (8, -1) far
// expect: ["A", "B", "C", "F", "?", "A", "C"]
// expect: key is missing
// expect: consonant q
