// Swift book style (Control Flow): switch with intervals, tuples, value bindings and where
func describe(_ ch: Character) -> String {
    switch ch {
    case "a", "e", "i", "o", "u":
        return "vowel"
    case "y":
        return "sometimes a vowel"
    case "0"..."9":
        return "digit"
    default:
        return "other"
    }
}
for c in "ay7z" { print(c, describe(c)) }

func sizeWord(_ n: Int) -> String {
    switch n {
    case 0: return "none"
    case 1..<5: return "a few"
    case 5..<20: return "several"
    case 20..<100: return "dozens"
    default: return "many"
    }
}
for n in [0, 3, 12, 64, 500] { print(n, sizeWord(n)) }

let points = [(0, 0), (2, 0), (0, -3), (1, 1), (-2, 2), (4, 9)]
for p in points {
    switch p {
    case (0, 0):
        print("\(p) is the origin")
    case (let x, 0):
        print("\(p) on the x-axis at \(x)")
    case (0, let y):
        print("\(p) on the y-axis at \(y)")
    case let (x, y) where x == y:
        print("\(p) on the line x == y")
    case let (x, y) where x == -y:
        print("\(p) on the line x == -y")
    case (-2...2, -2...2):
        print("\(p) inside the box")
    default:
        print("\(p) somewhere else")
    }
}

let pair = (3, 3)
switch pair {
case (let d, 0), (0, let d):
    print("on an axis, distance \(d)")
case (let a, let b):
    print("off axis: \(a), \(b)")
}

// expect: a vowel
// expect: y sometimes a vowel
// expect: 7 digit
// expect: z other
// expect: 0 none
// expect: 3 a few
// expect: 12 several
// expect: 64 dozens
// expect: 500 many
// expect: (0, 0) is the origin
// expect: (2, 0) on the x-axis at 2
// expect: (0, -3) on the y-axis at -3
// expect: (1, 1) on the line x == y
// expect: (-2, 2) on the line x == -y
// expect: (4, 9) somewhere else
// expect: off axis: 3, 3
