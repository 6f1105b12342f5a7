// Swift book style: switch with tuples, value bindings, where and compound cases
// Checks: no implicit fallthrough, interval matching, tuple patterns with _,
// let bindings in tuples, where clauses, compound cases sharing bindings,
// switching on characters and strings, and exhaustive default.

func classify(_ character: Character) -> String {
    switch character {
    case "a", "e", "i", "o", "u":
        return "vowel"
    case "b", "c", "d", "f", "g", "h", "j", "k", "l", "m",
         "n", "p", "q", "r", "s", "t", "v", "w", "x", "y", "z":
        return "consonant"
    default:
        return "not a lowercase letter"
    }
}
print(classify("e"), classify("z"), classify("Z"), classify("!"))

func naturalCount(_ n: Int) -> String {
    switch n {
    case 0: return "no"
    case 1..<5: return "a few"
    case 5..<12: return "several"
    case 12..<100: return "dozens of"
    case 100..<1000: return "hundreds of"
    default: return "many"
    }
}
for moons in [0, 3, 7, 62, 250, 5000] {
    print("There are \(naturalCount(moons)) moons.")
}

func locate(_ point: (Int, Int)) -> String {
    switch point {
    case (0, 0): return "\(point) is at the origin"
    case (_, 0): return "\(point) is on the x-axis"
    case (0, _): return "\(point) is on the y-axis"
    case (-2...2, -2...2): return "\(point) is inside the box"
    default: return "\(point) is outside of the box"
    }
}
for p in [(0, 0), (3, 0), (0, -1), (1, 1), (5, 5)] {
    print(locate(p))
}

func bind(_ point: (Int, Int)) -> String {
    switch point {
    case (let x, 0): return "on the x-axis with an x value of \(x)"
    case (0, let y): return "on the y-axis with a y value of \(y)"
    case let (x, y): return "somewhere else at (\(x), \(y))"
    }
}
print(bind((2, 0)))
print(bind((0, 7)))
print(bind((4, 4)))

func diagonal(_ point: (Int, Int)) -> String {
    switch point {
    case let (x, y) where x == y: return "(\(x), \(y)) is on the line x == y"
    case let (x, y) where x == -y: return "(\(x), \(y)) is on the line x == -y"
    case let (x, y): return "(\(x), \(y)) is just some arbitrary point"
    }
}
print(diagonal((1, -1)))
print(diagonal((3, 3)))
print(diagonal((2, 5)))

func axis(_ point: (Int, Int)) -> String {
    switch point {
    case (let distance, 0), (0, let distance):
        return "On an axis, \(distance) from the origin"
    default:
        return "Not on an axis"
    }
}
print(axis((9, 0)))
print(axis((0, -4)))
print(axis((1, 1)))

// Switch on strings with compound case and where
func respond(to command: String) -> String {
    switch command.lowercased() {
    case "hi", "hello", "hey":
        return "greeting"
    case let c where c.hasPrefix("go "):
        return "moving \(c.dropFirst(3))"
    case let c where c.count > 10:
        return "too long"
    default:
        return "unknown"
    }
}
print(respond(to: "Hello"), respond(to: "go north"), respond(to: "supercalifragilistic"), respond(to: "x"))

// Switch over optionals and nested tuples
let maybe: Int? = 5
switch maybe {
case .none: print("nothing")
case .some(let v) where v > 3: print("big \(v)")
case .some(let v): print("small \(v)")
}
let reading: (String, (Int, Bool)) = ("sensor", (42, true))
switch reading {
case (let name, (let value, true)): print("\(name) active with \(value)")
case (let name, (_, false)): print("\(name) inactive")
}
switch (3, "three") {
case (1...5, let word) where word.count == 5: print("small number named \(word)")
default: print("other")
}

// expect: vowel consonant not a lowercase letter not a lowercase letter
// expect: There are no moons.
// expect: There are a few moons.
// expect: There are several moons.
// expect: There are dozens of moons.
// expect: There are hundreds of moons.
// expect: There are many moons.
// expect: (0, 0) is at the origin
// expect: (3, 0) is on the x-axis
// expect: (0, -1) is on the y-axis
// expect: (1, 1) is inside the box
// expect: (5, 5) is outside of the box
// expect: on the x-axis with an x value of 2
// expect: on the y-axis with a y value of 7
// expect: somewhere else at (4, 4)
// expect: (1, -1) is on the line x == -y
// expect: (3, 3) is on the line x == y
// expect: (2, 5) is just some arbitrary point
// expect: On an axis, 9 from the origin
// expect: On an axis, -4 from the origin
// expect: Not on an axis
// expect: greeting moving north too long unknown
// expect: big 5
// expect: sensor active with 42
// expect: small number named three
