// Control flow: switch with ranges, tuples, value bindings, where clauses, fallthrough
// expected output: swiftc 6.3.1 (Linux), run on this machine
func describe(_ point: (Int, Int)) -> String {
    switch point {
    case (0, 0): return "origin"
    case (_, 0): return "on the x-axis"
    case (0, _): return "on the y-axis"
    case (-2...2, -2...2): return "inside the box"
    case let (x, y) where x == y: return "on x == y at \(x)"
    case let (x, y) where x == -y: return "on x == -y"
    case (let x, _) where x > 0: return "right side, x=\(x)"
    default: return "somewhere else"
    }
}
for p in [(0, 0), (3, 0), (0, -4), (1, 2), (5, 5), (4, -4), (7, 1), (-7, 1)] {
    print(p, describe(p))
}

func count(_ n: Int) -> String {
    switch n {
    case 0: return "no"
    case 1..<5: return "a few"
    case 5..<12: return "several"
    case 12..<100: return "dozens of"
    default: return "many"
    }
}
print([0, 3, 7, 40, 1000].map(count))

let ch: Character = "e"
switch ch {
case "a", "e", "i", "o", "u":
    print("\(ch) is a vowel")
default:
    print("\(ch) is not a vowel")
}

let number = 5
var text = "The number \(number) is"
switch number {
case 2, 3, 5, 7, 11:
    text += " prime, and also"
    fallthrough
default:
    text += " an integer."
}
print(text)

let pair: (String, Int?) = ("age", nil)
switch pair {
case (let key, let value?): print("\(key) has \(value)")
case (let key, nil): print("\(key) is missing")
}
// expect: (0, 0) origin
// expect: (3, 0) on the x-axis
// expect: (0, -4) on the y-axis
// expect: (1, 2) inside the box
// expect: (5, 5) on x == y at 5
// expect: (4, -4) on x == -y
// expect: (7, 1) right side, x=7
// expect: (-7, 1) somewhere else
// expect: ["no", "a few", "several", "dozens of", "many"]
// expect: e is a vowel
// expect: The number 5 is prime, and also an integer.
// expect: age is missing
