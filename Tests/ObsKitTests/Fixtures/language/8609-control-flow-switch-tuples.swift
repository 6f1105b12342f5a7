// Swift book style (Control Flow): switch with tuples, interval matching, value bindings and where clauses
func classify(_ point: (Int, Int)) -> String {
    switch point {
    case (0, 0):
        return "origin"
    case (_, 0):
        return "on the x-axis"
    case (0, _):
        return "on the y-axis"
    case (-2...2, -2...2):
        return "inside the box"
    default:
        return "outside the box"
    }
}
for p in [(0, 0), (3, 0), (0, -1), (1, 2), (5, 5)] {
    print(p, classify(p))
}

func locate(_ point: (Int, Int)) -> String {
    switch point {
    case (let x, 0):
        return "x-axis at \(x)"
    case (0, let y):
        return "y-axis at \(y)"
    case let (x, y) where x == y:
        return "(\(x), \(y)) on x == y"
    case let (x, y) where x == -y:
        return "(\(x), \(y)) on x == -y"
    case let (x, y):
        return "somewhere at (\(x), \(y))"
    }
}
for p in [(4, 0), (0, 7), (3, 3), (2, -2), (1, 9)] {
    print(locate(p))
}

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
for n in [0, 3, 9, 62, 410, 5000] {
    print("\(naturalCount(n)) moons")
}

let stillAnother = (9, 0)
switch stillAnother {
case (let distance, 0), (0, let distance):
    print("on an axis, \(distance) from the origin")
default:
    print("not on an axis")
}

let ch: Character = "q"
switch ch {
case "a"..."m":
    print("first half")
case "n"..."z" where ch != "q":
    print("second half")
default:
    print("special letter \(ch)")
}

let pairs: [(String, Int?)] = [("a", 1), ("b", nil), ("c", 30)]
for case let (name, value?) in pairs where value > 0 {
    print("\(name) has \(value)")
}

// expect: (0, 0) origin
// expect: (3, 0) on the x-axis
// expect: (0, -1) on the y-axis
// expect: (1, 2) inside the box
// expect: (5, 5) outside the box
// expect: x-axis at 4
// expect: y-axis at 7
// expect: (3, 3) on x == y
// expect: (2, -2) on x == -y
// expect: somewhere at (1, 9)
// expect: no moons
// expect: a few moons
// expect: several moons
// expect: dozens of moons
// expect: hundreds of moons
// expect: many moons
// expect: on an axis, 9 from the origin
// expect: special letter q
// expect: a has 1
// expect: c has 30
