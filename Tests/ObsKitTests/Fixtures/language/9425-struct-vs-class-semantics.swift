// value vs reference semantics: struct copies, class sharing, mutating methods, identity with === (expected output from swiftc 6.3.1 on Linux)
struct PointValue {
    var x: Int
    var y: Int
    mutating func move(dx: Int, dy: Int) { x += dx; y += dy }
}

final class PointRef {
    var x: Int
    var y: Int
    init(x: Int, y: Int) { self.x = x; self.y = y }
    func move(dx: Int, dy: Int) { x += dx; y += dy }
}

var a = PointValue(x: 1, y: 1)
var b = a
b.move(dx: 5, dy: 0)
print("struct a=(\(a.x),\(a.y)) b=(\(b.x),\(b.y))")

let c = PointRef(x: 1, y: 1)
let d = c
d.move(dx: 5, dy: 0)
print("class c=(\(c.x),\(c.y)) d=(\(d.x),\(d.y)) same=\(c === d)")
let e = PointRef(x: 6, y: 1)
print("e equal coords but identical? \(c === e)")

struct Team {
    var name: String
    var members: [String]
    var captain: PointRef
}

var red = Team(name: "Red", members: ["Ann", "Bo"], captain: PointRef(x: 0, y: 0))
var blue = red
blue.name = "Blue"
blue.members.append("Cy")
blue.captain.x = 99
print(red.name, red.members, red.captain.x)
print(blue.name, blue.members, blue.captain.x)

func reset(_ p: PointValue) -> PointValue {
    var copy = p
    copy.x = 0
    return copy
}
func resetInPlace(_ p: inout PointValue) { p.x = 0; p.y = 0 }
func resetRef(_ p: PointRef) { p.x = 0 }

let original = PointValue(x: 7, y: 7)
print(reset(original), original)
var target = PointValue(x: 3, y: 4)
resetInPlace(&target)
print(target)
resetRef(c)
print(c.x, d.x)

var grid = Array(repeating: PointValue(x: 0, y: 0), count: 3)
grid[1].x = 10
print(grid.map(\.x))
let shared = PointRef(x: 0, y: 0)
let refs = Array(repeating: shared, count: 3)
refs[1].x = 10
print(refs.map(\.x))
let lets = PointRef(x: 1, y: 2)
lets.x = 50
print("let class instance still mutable: \(lets.x)")
// expect: struct a=(1,1) b=(6,1)
// expect: class c=(6,1) d=(6,1) same=true
// expect: e equal coords but identical? false
// expect: Red ["Ann", "Bo"] 99
// expect: Blue ["Ann", "Bo", "Cy"] 99
// expect: PointValue(x: 0, y: 7) PointValue(x: 7, y: 7)
// expect: PointValue(x: 0, y: 0)
// expect: 0 0
// expect: [0, 10, 0]
// expect: [10, 10, 10]
// expect: let class instance still mutable: 50
