// Compiler test style: custom compound assignment operators on nested storage
struct Vec: Equatable, CustomStringConvertible {
    var x: Int, y: Int
    static func += (lhs: inout Vec, rhs: Vec) { lhs.x += rhs.x; lhs.y += rhs.y }
    static func *= (lhs: inout Vec, k: Int) { lhs.x *= k; lhs.y *= k }
    var description: String { "<\(x),\(y)>" }
}

prefix operator ++
prefix func ++ (v: inout Int) -> Int { v += 1; return v }

final class Body {
    var velocity = Vec(x: 0, y: 0) { didSet { print("velocity now \(velocity)") } }
}

var vs = [Vec(x: 1, y: 1), Vec(x: 2, y: 2)]
vs[0] += Vec(x: 10, y: 0)
vs[1] *= 3
print(vs)

var named: [String: Vec] = ["a": Vec(x: 0, y: 1)]
named["a"]! += Vec(x: 5, y: 5)
named["b", default: Vec(x: 0, y: 0)] += Vec(x: 1, y: 1)
print(named.keys.sorted().map { "\($0)=\(named[$0]!)" })

let body = Body()
body.velocity += Vec(x: 3, y: 4)
body.velocity *= 2
body.velocity.x += 1

var n = 5
print(++n, n)
var counts = [0, 0]
_ = ++counts[1]
print(++counts[1], counts)

var maybe: Vec? = Vec(x: 1, y: 1)
maybe? += Vec(x: 1, y: 1)
print(maybe!)
// expect: [<11,1>, <6,6>]
// expect: ["a=<5,6>", "b=<1,1>"]
// expect: velocity now <3,4>
// expect: velocity now <6,8>
// expect: velocity now <7,8>
// expect: 6 6
// expect: 2 [0, 2]
// expect: <2,2>
