// Control Flow: switch on characters, intervals, tuples, value bindings, where clauses, compound cases and fallthrough.
// expected output: swiftc 6.3.1 (Linux), run on this machine
func classify(_ c: Character) -> String {
    switch c {
    case "a", "e", "i", "o", "u": return "vowel"
    case "b"..."z": return "consonant"
    case "0"..."9": return "digit"
    default: return "other"
    }
}
print("hi 5!".map(classify))
func describe(count: Int) -> String {
    switch count {
    case 0: return "no"
    case 1..<5: return "a few"
    case 5..<12: return "several"
    case 12..<100: return "dozens of"
    default: return "many"
    }
}
for n in [0, 3, 11, 62, 1000] { print("\(describe(count: n)) moons") }
func locate(_ point: (Int, Int)) -> String {
    switch point {
    case (0, 0): return "origin"
    case (_, 0): return "on the x-axis"
    case (0, _): return "on the y-axis"
    case (-2...2, -2...2): return "inside the box"
    case let (x, y) where x == y: return "on x == y at \(x)"
    case let (x, y) where x == -y: return "on x == -y"
    case (let x, _) where x > 0: return "right half"
    default: return "somewhere else"
    }
}
for p in [(0, 0), (3, 0), (0, -7), (1, 2), (5, 5), (4, -4), (9, 1), (-9, 1)] { print(p, locate(p)) }
func describe(number: Int) -> String {
    var text = "\(number) is"
    switch number {
    case 2, 3, 5, 7, 11, 13, 17, 19:
        text += " a prime number, and also"
        fallthrough
    default:
        text += " an integer."
    }
    return text
}
print(describe(number: 5))
print(describe(number: 8))
let stillAnother = (9, 0)
switch stillAnother {
case (let distance, 0), (0, let distance): print("on an axis, \(distance) from the origin")
default: print("not on an axis")
}

// expect: ["consonant", "vowel", "other", "digit", "other"]
// expect: no moons
// expect: a few moons
// expect: several moons
// expect: dozens of moons
// expect: many moons
// expect: (0, 0) origin
// expect: (3, 0) on the x-axis
// expect: (0, -7) on the y-axis
// expect: (1, 2) inside the box
// expect: (5, 5) on x == y at 5
// expect: (4, -4) on x == -y
// expect: (9, 1) right half
// expect: (-9, 1) somewhere else
// expect: 5 is a prime number, and also an integer.
// expect: 8 is an integer.
// expect: on an axis, 9 from the origin
