// Quiz post style (switch): tuple patterns, where clauses, fallthrough and the first matching case
func classify(_ p: (Int, Int)) -> String {
    switch p {
    case (0, 0):
        return "origin"
    case (_, 0):
        return "on x-axis"
    case (0, _):
        return "on y-axis"
    case let (x, y) where x == y:
        return "diagonal \(x)"
    case let (x, y) where x == -y:
        return "anti-diagonal"
    case (-2...2, -2...2):
        return "near"
    default:
        return "far"
    }
}

// Puzzle: what is each point classified as?
for p in [(0, 0), (3, 0), (0, -1), (2, 2), (2, -2), (1, 2), (5, 1)] {
    print(p, classify(p))
}

func grade(_ score: Int) -> [String] {
    var notes: [String] = []
    switch score {
    case 90...:
        notes.append("excellent")
        fallthrough
    case 80..<90:
        notes.append("good")
        fallthrough
    case 50..<80 where score % 2 == 0:
        notes.append("even pass")
    case 50..<80:
        notes.append("pass")
    default:
        notes.append("fail")
    }
    return notes
}
for s in [95, 85, 60, 61, 10] {
    print(s, grade(s))
}

let pair: (String, Int?) = ("x", nil)
switch pair {
case ("x", let n?): print("x with", n)
case ("x", nil): print("x without number")
default: print("other")
}

// expect: (0, 0) origin
// expect: (3, 0) on x-axis
// expect: (0, -1) on y-axis
// expect: (2, 2) diagonal 2
// expect: (2, -2) anti-diagonal
// expect: (1, 2) near
// expect: (5, 1) far
// expect: 95 ["excellent", "good", "even pass"]
// expect: 85 ["good", "even pass"]
// expect: 60 ["even pass"]
// expect: 61 ["pass"]
// expect: 10 ["fail"]
// expect: x without number
