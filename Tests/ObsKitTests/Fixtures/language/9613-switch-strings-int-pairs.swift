// switch over strings and over (Int, Int) tuples: multiple patterns, ranges, where guards, character cases
func command(_ s: String) -> String {
    switch s.lowercased() {
    case "": return "empty"
    case "quit", "exit", "q": return "bye"
    case let x where x.hasPrefix("go "): return "move " + x.dropFirst(3)
    case let x where Int(x) != nil: return "number \(Int(x)! * 2)"
    case "help": fallthrough
    case "?": return "usage"
    default: return "unknown '\(s)'"
    }
}
for s in ["Quit", "go north", "", "21", "?", "HELP", "dance"] { print(command(s)) }

func fizz(_ n: Int) -> String {
    switch (n % 3, n % 5) {
    case (0, 0): return "FizzBuzz"
    case (0, _): return "Fizz"
    case (_, 0): return "Buzz"
    default: return String(n)
    }
}
print((1...15).map(fizz).joined(separator: " "))

func quadrant(_ p: (Int, Int)) -> String {
    switch p {
    case (0, 0): return "O"
    case (1..., 1...): return "I"
    case (...(-1), 1...): return "II"
    case (...(-1), ...(-1)): return "III"
    case (1..., ...(-1)): return "IV"
    case (_, 0): return "x-axis"
    case (0, _): return "y-axis"
    default: return "impossible"
    }
}
print([(0, 0), (2, 3), (-1, 5), (-2, -2), (4, -9), (7, 0), (0, -7)].map(quadrant))

func grade(_ score: Int, _ bonus: Int) -> Character {
    switch (score + bonus, bonus) {
    case (90..., _), (_, 20...): return "A"
    case (80..<90, let b) where b > 0: return "B"
    case (80..<90, _): return "b"
    case (let t, _) where t < 0: return "?"
    default: return "C"
    }
}
print(grade(95, 0), grade(10, 25), grade(85, 1), grade(85, 0), grade(-5, 0), grade(50, 5))
func kind(_ c: Character) -> String {
    switch c {
    case "a", "e", "i", "o", "u": return "vowel"
    case "a"..."z": return "consonant"
    case "0"..."9": return "digit"
    case " ", "\t": return "space"
    default: return c.isUppercase ? "upper" : "other"
    }
}
print("aZ 7x!".map(kind))
let pair = ("left", 3)
switch pair {
case ("left", let n) where n > 2: print("far left", n)
case ("left", _): print("left")
case (let dir, 0): print("zero", dir)
default: print("other")
}
let emojiWord = "café"
switch emojiWord {
case "cafe": print("ascii match")
case "cafe\u{301}": print("combining match")
default: print("no match")
}

// expect: bye
// expect: move north
// expect: empty
// expect: number 42
// expect: usage
// expect: usage
// expect: unknown 'dance'
// expect: 1 2 Fizz 4 Buzz Fizz 7 8 Fizz Buzz 11 Fizz 13 14 FizzBuzz
// expect: ["O", "I", "II", "III", "IV", "x-axis", "y-axis"]
// expect: A A B b ? C
// expect: ["vowel", "upper", "space", "digit", "consonant", "other"]
// expect: far left 3
// expect: combining match
