// Changing a property of a struct value held in a `let` constant
// Written by an outside author (stop 28 corpus, file 7051); the message and its place are swiftc's on this machine.
struct Point {
    var x: Int
    var y: Int
}

func moved(_ p: Point, by dx: Int) -> Point {
    var copy = p
    copy.x += dx
    return copy
}

let origin = Point(x: 0, y: 0)
let shifted = moved(origin, by: 5)
origin.y = 10
print(origin, shifted)

// expect-error: cannot assign to property: 'origin' is a 'let' constant
// expect-location: 15:8
