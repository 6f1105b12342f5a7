// objc.io style (reference vs value): the same shape as a struct and a class, showing copies versus shared references with ===
struct PointValue {
    var x: Int
    var y: Int
}

final class PointRef {
    var x: Int
    var y: Int
    init(x: Int, y: Int) { self.x = x; self.y = y }
}

var v1 = PointValue(x: 1, y: 2)
var v2 = v1
v2.x = 100
print(v1.x, v2.x)

let r1 = PointRef(x: 1, y: 2)
let r2 = r1
r2.x = 100
print(r1.x, r2.x, r1 === r2)

let r3 = PointRef(x: 100, y: 2)
print(r1 === r3, r1.x == r3.x)

var valueArray = [v1, v1]
valueArray[0].y = 50
print(valueArray.map(\.y))

let shared = PointRef(x: 0, y: 0)
let refArray = [shared, shared, PointRef(x: 0, y: 0)]
refArray[0].y = 50
print(refArray.map(\.y))
print(refArray[0] === refArray[1], refArray[1] === refArray[2])

func moveValue(_ p: PointValue) -> PointValue {
    var p = p
    p.x += 1
    return p
}
func moveRef(_ p: PointRef) {
    p.x += 1
}
let moved = moveValue(v1)
moveRef(r1)
print(v1.x, moved.x, r1.x, r2.x)

struct Holder {
    var value: PointValue
    var ref: PointRef
}
var h1 = Holder(value: v1, ref: r1)
var h2 = h1
h2.value.x = -1
h2.ref.x = -1
print(h1.value.x, h2.value.x, h1.ref.x, h2.ref.x)
print(ObjectIdentifier(h1.ref) == ObjectIdentifier(h2.ref))

// expect: 1 100
// expect: 100 100 true
// expect: false true
// expect: [50, 2]
// expect: [50, 50, 0]
// expect: true false
// expect: 1 2 101 101
// expect: 1 -1 -1 -1
// expect: true
