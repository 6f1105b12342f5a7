// The Swift Programming Language style (Pattern matching): switch over tuples with wildcards and ranges, value bindings with where, compound cases, and interval matching on characters
func classify(_ point: (Int, Int)) -> String {
    switch point {
    case (0, 0): return "origin"
    case (_, 0): return "on the x-axis"
    case (0, _): return "on the y-axis"
    case (-2...2, -2...2): return "inside the box"
    case let (x, y) where x == y: return "on the diagonal at \(x)"
    case let (x, y) where x == -y: return "on the anti-diagonal"
    case (let x, _) where x > 0: return "right half"
    default: return "left half"
    }
}
for p in [(0, 0), (5, 0), (0, -3), (1, -2), (7, 7), (4, -4), (9, 1), (-9, 1)] {
    print(p, classify(p))
}

func count(_ n: Int) -> String {
    switch n {
    case 0: return "none"
    case 1..<5: return "a few"
    case 5..<12: return "several"
    case 12..<100: return "dozens of"
    case 100...: return "many"
    default: return "negative"
    }
}
print([0, 3, 8, 40, 500, -1].map(count))

func kind(_ c: Character) -> String {
    switch c {
    case "a", "e", "i", "o", "u": return "vowel"
    case "b"..."z": return "consonant"
    case "0"..."9": return "digit"
    case " ": return "space"
    default: return "other"
    }
}
var tally: [String: Int] = [:]
for ch in "hi 2 you!" { tally[kind(ch), default: 0] += 1 }
print(tally.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })

let pair = (3, "three")
switch pair {
case (let n, "three") where n == 3: print("matched literal + binding")
case (_, let s): print("fallback \(s)")
}

let dims = (w: 4, h: 4)
switch dims {
case let (w, h) where w == h: print("square \(w)")
case let (w, h): print("rect \(w)x\(h)")
}

let num = 6
switch num {
case let x where x.isMultiple(of: 3):
    print("\(x) divisible by 3")
    fallthrough
case 100:
    print("fell through")
default:
    print("never here")
}

let optionalPoint: (Int, Int)? = (2, 8)
if case let (a, b)? = optionalPoint, a < b { print("ascending \(a) \(b)") }

// expect: (0, 0) origin
// expect: (5, 0) on the x-axis
// expect: (0, -3) on the y-axis
// expect: (1, -2) inside the box
// expect: (7, 7) on the diagonal at 7
// expect: (4, -4) on the anti-diagonal
// expect: (9, 1) right half
// expect: (-9, 1) left half
// expect: ["none", "a few", "several", "dozens of", "many", "negative"]
// expect: ["consonant=2", "digit=1", "other=1", "space=2", "vowel=3"]
// expect: matched literal + binding
// expect: square 4
// expect: 6 divisible by 3
// expect: fell through
// expect: ascending 2 8
