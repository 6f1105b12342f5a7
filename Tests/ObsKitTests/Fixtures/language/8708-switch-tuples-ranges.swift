// Tutorial style (Hacking with Swift, switch): tuples, ranges, where clauses and value bindings
func classify(point: (Int, Int)) -> String {
    switch point {
    case (0, 0):
        return "origin"
    case (_, 0):
        return "on the x-axis"
    case (0, _):
        return "on the y-axis"
    case let (x, y) where x == y:
        return "on the diagonal at \(x)"
    case let (x, y) where x == -y:
        return "on the anti-diagonal"
    case (-5...5, -5...5):
        return "near the middle"
    default:
        return "far away"
    }
}

for p in [(0, 0), (4, 0), (0, -2), (3, 3), (2, -2), (1, 4), (10, 7)] {
    print("\(p): \(classify(point: p))")
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
print([95, 83, 71, 42, -3].map(grade))

func fizz(_ n: Int) -> String {
    switch (n % 3, n % 5) {
    case (0, 0): return "FizzBuzz"
    case (0, _): return "Fizz"
    case (_, 0): return "Buzz"
    default: return String(n)
    }
}
print((1...15).map(fizz).joined(separator: " "))

let login: (String?, Int?) = ("kai", nil)
switch login {
case let (name?, pin?): print("\(name) with pin \(pin)")
case let (name?, nil): print("\(name) without pin")
case (nil, _): print("anonymous")
}

let letter: Character = "e"
switch letter {
case "a", "e", "i", "o", "u": print("\(letter) is a vowel")
default: print("\(letter) is a consonant")
}

// expect: (0, 0): origin
// expect: (4, 0): on the x-axis
// expect: (0, -2): on the y-axis
// expect: (3, 3): on the diagonal at 3
// expect: (2, -2): on the anti-diagonal
// expect: (1, 4): near the middle
// expect: (10, 7): far away
// expect: ["A", "B", "C", "F", "?"]
// expect: 1 2 Fizz 4 Buzz Fizz 7 8 Fizz Buzz 11 Fizz 13 14 FizzBuzz
// expect: kai without pin
// expect: e is a vowel
