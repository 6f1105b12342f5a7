// Swift book style: switch on tuples with wildcards, ranges and value bindings
func classify(_ point: (Int, Int)) -> String {
    switch point {
    case (0, 0):
        return "at the origin"
    case (_, 0):
        return "on the x-axis"
    case (0, _):
        return "on the y-axis"
    case (-2...2, -2...2):
        return "inside the box"
    case (let x, let y) where x == y:
        return "on the line x == y at \(x)"
    case let (x, y) where x == -y:
        return "on the line x == -y (\(x), \(y))"
    default:
        return "somewhere else"
    }
}

let points = [(0, 0), (5, 0), (0, -3), (1, -2), (4, 4), (-6, 6), (9, 2)]
for p in points {
    print("\(p) is \(classify(p))")
}

let anotherPoint = (2, 0)
switch anotherPoint {
case (let x, 0):
    print("on the x-axis with an x value of \(x)")
case (0, let y):
    print("on the y-axis with a y value of \(y)")
case let (x, y):
    print("somewhere else at (\(x), \(y))")
}
// expect: (0, 0) is at the origin
// expect: (5, 0) is on the x-axis
// expect: (0, -3) is on the y-axis
// expect: (1, -2) is inside the box
// expect: (4, 4) is on the line x == y at 4
// expect: (-6, 6) is on the line x == -y (-6, 6)
// expect: (9, 2) is somewhere else
// expect: on the x-axis with an x value of 2
