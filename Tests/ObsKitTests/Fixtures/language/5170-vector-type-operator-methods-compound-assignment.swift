// Book style (Advanced Operators): a vector type with operator methods, compound assignment and a custom dot operator
struct Vec2: Equatable, CustomStringConvertible {
    var x: Int
    var y: Int
    var description: String { "<\(x), \(y)>" }
}

extension Vec2 {
    static func + (lhs: Vec2, rhs: Vec2) -> Vec2 {
        Vec2(x: lhs.x + rhs.x, y: lhs.y + rhs.y)
    }
    static prefix func - (v: Vec2) -> Vec2 {
        Vec2(x: -v.x, y: -v.y)
    }
    static func += (lhs: inout Vec2, rhs: Vec2) {
        lhs = lhs + rhs
    }
    static func * (k: Int, v: Vec2) -> Vec2 {
        Vec2(x: k * v.x, y: k * v.y)
    }
}

precedencegroup DotProductPrecedence {
    associativity: left
    higherThan: AdditionPrecedence
    lowerThan: MultiplicationPrecedence
}
infix operator •: DotProductPrecedence
postfix operator ++

extension Vec2 {
    static func • (lhs: Vec2, rhs: Vec2) -> Int {
        lhs.x * rhs.x + lhs.y * rhs.y
    }
    static postfix func ++ (v: inout Vec2) -> Vec2 {
        let old = v
        v += Vec2(x: 1, y: 1)
        return old
    }
}

let east = Vec2(x: 3, y: 0)
let north = Vec2(x: 0, y: 4)
print(east + north)
print(-east)
print(2 * north + east)
print(east • north, (east + north) • (east + north))
print(1 + east • east)
var walker = Vec2(x: 0, y: 0)
for step in [east, north, -east] {
    walker += step
    print("walker at", walker)
}
let before = walker++
print(before, walker)
print(walker == Vec2(x: 1, y: 5), walker != north)
let route: [Vec2] = [east, north, east]
let total = route.reduce(Vec2(x: 0, y: 0), +)
print(total)
let maybe: Vec2? = route.first { $0 • north > 0 }
print(maybe as Any)
print(type(of: east • north))

// expect: <3, 4>
// expect: <-3, 0>
// expect: <3, 8>
// expect: 0 25
// expect: 10
// expect: walker at <3, 0>
// expect: walker at <3, 4>
// expect: walker at <0, 4>
// expect: <0, 4> <1, 5>
// expect: true true
// expect: <6, 4>
// expect: Optional(<0, 4>)
// expect: Int
