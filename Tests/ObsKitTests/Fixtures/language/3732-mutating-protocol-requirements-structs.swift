// Compiler test style: mutating protocol requirements on structs, classes and existentials
// known-gap: line 3: expected "1 5 false", got "5 5 true"
protocol Resettable { init() }
extension Resettable { mutating func reset() { self = Self() } }

protocol Scalable { mutating func scale(by f: Int) }

struct Square: Scalable, Resettable { var side = 1; mutating func scale(by f: Int) { side *= f } }
final class Circle: Scalable, Resettable {
    var radius = 1
    init() {}
    func scale(by f: Int) { radius *= f }
}

var sq = Square()
sq.scale(by: 3)
let sqCopy = sq
sq.reset()
print(sq.side, sqCopy.side)

var c = Circle()
let alias = c
c.scale(by: 5)
print(c.radius, alias.radius)
c.reset()
print(c.radius, alias.radius, c === alias)

var shapes: [Scalable] = [Square(), Circle(), Square(side: 2)]
for i in shapes.indices { shapes[i].scale(by: 4) }
for s in shapes {
    if let q = s as? Square { print("square", q.side) }
    if let k = s as? Circle { print("circle", k.radius) }
}

func doubleAll<T: Scalable>(_ xs: inout [T]) { for i in xs.indices { xs[i].scale(by: 2) } }
var squares = [Square(side: 1), Square(side: 5)]
doubleAll(&squares)
print(squares.map(\.side))

var existential: Scalable = Square(side: 7)
let before = existential
existential.scale(by: 10)
print((before as! Square).side, (existential as! Square).side)
// expect: 1 3
// expect: 5 5
// expect: 1 5 false
// expect: square 4
// expect: circle 4
// expect: square 8
// expect: [2, 10]
// expect: 7 70
