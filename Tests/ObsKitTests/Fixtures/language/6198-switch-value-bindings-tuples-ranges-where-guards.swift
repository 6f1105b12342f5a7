// Language Reference style (statements): switch with value bindings, tuples, ranges, where guards, fallthrough and @unknown default
func classify(_ p: (Int, Int)) -> String {
    switch p {
    case (0, 0): return "origin"
    case (let x, 0): return "x-axis \(x)"
    case (0, let y): return "y-axis \(y)"
    case let (x, y) where x == y: return "diagonal \(x)"
    case (-2...2, -2...2): return "near"
    case (_, let y) where y < 0: return "below"
    default: return "far"
    }
}
for p in [(0, 0), (3, 0), (0, -1), (4, 4), (1, -2), (9, -3), (9, 9), (9, 1)] { print(classify(p)) }

func grade(_ n: Int) -> String {
    var out = ""
    switch n {
    case 90...: out += "A"; fallthrough
    case 80..<90: out += "B"; fallthrough
    case 70..<80: out += "C"
    case ..<0: out = "invalid"
    default: out = "F"
    }
    return out
}
print([95, 85, 75, 10, -5].map(grade))

enum Sig { case on, off, blink(Int) }
func handle(_ s: Sig) -> String {
    switch s {
    case .on, .off: return "steady \(s)"
    case .blink(let n) where n > 5: return "fast"
    case .blink: return "slow"
    @unknown default: return "unknown"
    }
}
print(handle(.on), handle(.blink(9)), handle(.blink(1)))

let ch: Character = "e"
switch ch {
case "a", "e", "i", "o", "u": print("vowel")
default: print("consonant")
}
let s = "hello"
switch s {
case let t where t.hasPrefix("he"): print("he-word", t.count)
default: print("other")
}
let x: Double = 2.5
switch x {
case 0..<1: print("small")
case 1...3: print("mid")
default: print("big")
}
switch (true, false) {
case (true, true): print("both")
case (true, _), (_, true): print("one")
default: print("none")
}

// expect: origin
// expect: x-axis 3
// expect: y-axis -1
// expect: diagonal 4
// expect: near
// expect: below
// expect: diagonal 9
// expect: far
// expect: ["ABC", "BC", "C", "F", "invalid"]
// expect: steady on fast slow
// expect: vowel
// expect: he-word 5
// expect: mid
// expect: one
