// Compiler test style: switch over tuples with where clauses, ranges, optional patterns and value bindings
func classify(_ point: (Int, Int)) -> String {
    switch point {
    case (0, 0): return "origin"
    case (_, 0): return "on x-axis"
    case (0, let y) where y > 0: return "upper y-axis \(y)"
    case (0, _): return "lower y-axis"
    case (let x, let y) where x == y: return "diagonal \(x)"
    case (-2...2, -2...2): return "near"
    case (let x, _) where x < 0: return "left side"
    default: return "far"
    }
}
for p in [(0, 0), (5, 0), (0, 3), (0, -3), (4, 4), (1, -2), (-9, 1), (9, 1)] {
    print(p, classify(p))
}

func describe(_ value: Int?) -> String {
    switch value {
    case .none: return "nothing"
    case let .some(x) where x < 0: return "negative \(x)"
    case .some(0): return "zero"
    case let x?: return "positive \(x)"
    }
}
print([nil, -5, 0, 8].map(describe))

func grade(_ score: Int, _ bonus: Bool) -> String {
    switch (score, bonus) {
    case (90..., _), (80..<90, true): return "A"
    case (80..<90, false), (70..<80, true): return "B"
    case (..<0, _): return "invalid"
    default: return "C"
    }
}
print(grade(95, false), grade(85, true), grade(85, false), grade(75, true), grade(-1, true), grade(50, false))

let pair: (String?, Int?) = ("k", nil)
switch pair {
case let (name?, count?): print("both", name, count)
case let (name?, nil): print("name only", name)
case (nil, _): print("no name")
}
let chars: [Character] = ["a", "Z", "5", "-"]
print(chars.map { c -> String in
    switch c {
    case "a"..."z": return "lower"
    case "A"..."Z": return "upper"
    case "0"..."9": return "digit"
    default: return "other"
    }
})
// expect: (0, 0) origin
// expect: (5, 0) on x-axis
// expect: (0, 3) upper y-axis 3
// expect: (0, -3) lower y-axis
// expect: (4, 4) diagonal 4
// expect: (1, -2) near
// expect: (-9, 1) left side
// expect: (9, 1) far
// expect: ["nothing", "negative -5", "zero", "positive 8"]
// expect: A A B B invalid C
// expect: name only k
// expect: ["lower", "upper", "digit", "other"]
