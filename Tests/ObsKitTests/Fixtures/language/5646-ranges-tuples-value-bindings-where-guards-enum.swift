// Hacking with Swift style (switch and pattern matching): ranges, tuples, value bindings, where guards, and enum cases in one switch each
func grade(_ score: Int) -> String {
    switch score {
    case 90...100: return "A"
    case 80..<90: return "B"
    case 70..<80: return "C"
    case ..<0, 101...: return "invalid"
    default: return "F"
    }
}
print([95, 83, 70, 12, -4, 120].map(grade))

func classify(_ point: (Int, Int)) -> String {
    switch point {
    case (0, 0): return "origin"
    case (let x, 0): return "on x-axis at \(x)"
    case (0, let y): return "on y-axis at \(y)"
    case let (x, y) where x == y: return "diagonal \(x)"
    case let (x, y) where x == -y: return "anti-diagonal \(x),\(y)"
    case (-5...5, -5...5): return "near"
    default: return "far"
    }
}
for p in [(0, 0), (3, 0), (0, -2), (4, 4), (2, -2), (1, 3), (10, 1)] {
    print(p, classify(p))
}

func describe(_ value: Any) -> String {
    switch value {
    case let i as Int where i < 0: return "negative int \(i)"
    case let i as Int: return "int \(i)"
    case let d as Double: return "double \(d)"
    case let s as String where s.isEmpty: return "empty string"
    case let s as String: return "string of \(s.count)"
    case let pair as (Int, String): return "pair \(pair.0)/\(pair.1)"
    case is [Int]: return "int array"
    default: return "something else"
    }
}
let things: [Any] = [5, -3, 2.5, "", "hey", (1, "one"), [1, 2], true]
for t in things { print(describe(t)) }

let character: Character = "e"
switch character {
case "a", "e", "i", "o", "u": print("\(character) is a vowel")
default: print("\(character) is a consonant")
}

let httpCode = 404
switch httpCode {
case 200..<300: print("success")
case 404: fallthrough
case 410: print("gone or missing")
default: print("other")
}

// expect: ["A", "B", "C", "F", "invalid", "invalid"]
// expect: (0, 0) origin
// expect: (3, 0) on x-axis at 3
// expect: (0, -2) on y-axis at -2
// expect: (4, 4) diagonal 4
// expect: (2, -2) anti-diagonal 2,-2
// expect: (1, 3) near
// expect: (10, 1) far
// expect: int 5
// expect: negative int -3
// expect: double 2.5
// expect: empty string
// expect: string of 3
// expect: pair 1/one
// expect: int array
// expect: something else
// expect: e is a vowel
// expect: gone or missing
