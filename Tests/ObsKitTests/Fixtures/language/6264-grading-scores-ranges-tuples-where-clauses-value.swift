// University intro course style (switch): grading scores with ranges, tuples, where clauses and value bindings
func letterGrade(for score: Int) -> String {
    switch score {
    case 90...100: return "A"
    case 80..<90: return "B"
    case 70..<80: return "C"
    case 60..<70: return "D"
    case 0..<60: return "F"
    default: return "invalid"
    }
}

for score in [100, 87, 72, 65, 12, 104, -3] {
    print("\(score) -> \(letterGrade(for: score))")
}

func describePoint(_ point: (Int, Int)) -> String {
    switch point {
    case (0, 0):
        return "origin"
    case (_, 0):
        return "on the x-axis"
    case (0, let y):
        return "on the y-axis at \(y)"
    case let (x, y) where x == y:
        return "on the diagonal at \(x)"
    case let (x, y) where x == -y:
        return "on the anti-diagonal (\(x), \(y))"
    case (-2...2, -2...2):
        return "near the center"
    default:
        return "far away"
    }
}

let points = [(0, 0), (5, 0), (0, -4), (3, 3), (2, -2), (1, 2), (9, 7)]
for p in points {
    print("\(p): \(describePoint(p))")
}

let attendance = (present: 18, absent: 2)
switch attendance {
case (let p, 0):
    print("Perfect attendance with \(p) students")
case (let p, let a) where a * 10 < p:
    print("Good: \(p) present, \(a) absent")
case let (p, a):
    print("Needs work: \(p)/\(a)")
}

let character: Character = "q"
switch character {
case "a", "e", "i", "o", "u":
    print("\(character) is a vowel")
case "b"..."z":
    print("\(character) is a consonant")
default:
    print("\(character) is something else")
}

// expect: 100 -> A
// expect: 87 -> B
// expect: 72 -> C
// expect: 65 -> D
// expect: 12 -> F
// expect: 104 -> invalid
// expect: -3 -> invalid
// expect: (0, 0): origin
// expect: (5, 0): on the x-axis
// expect: (0, -4): on the y-axis at -4
// expect: (3, 3): on the diagonal at 3
// expect: (2, -2): on the anti-diagonal (2, -2)
// expect: (1, 2): near the center
// expect: (9, 7): far away
// expect: Needs work: 18/2
// expect: q is a consonant
