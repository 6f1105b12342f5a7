// Course style (struct vs class drill): value vs reference semantics, mutating, identity
struct PointValue {
    var x: Int
    var y: Int

    mutating func moveBy(dx: Int, dy: Int) {
        x += dx
        y += dy
    }
}

class PointRef {
    var x: Int
    var y: Int

    init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }

    func moveBy(dx: Int, dy: Int) {
        x += dx
        y += dy
    }
}

var v1 = PointValue(x: 1, y: 2)
var v2 = v1
v2.moveBy(dx: 10, dy: 10)
print("Struct: v1 = (\(v1.x), \(v1.y)), v2 = (\(v2.x), \(v2.y))")

let r1 = PointRef(x: 1, y: 2)
let r2 = r1
r2.moveBy(dx: 10, dy: 10)
print("Class:  r1 = (\(r1.x), \(r1.y)), r2 = (\(r2.x), \(r2.y))")
print("r1 === r2: \(r1 === r2)")
let r3 = PointRef(x: 11, y: 12)
print("r1 === r3: \(r1 === r3), same values: \(r1.x == r3.x && r1.y == r3.y)")

func resetValue(_ p: PointValue) -> PointValue {
    var copy = p
    copy.x = 0
    copy.y = 0
    return copy
}

func resetRef(_ p: PointRef) {
    p.x = 0
    p.y = 0
}

func resetInOut(_ p: inout PointValue) {
    p = PointValue(x: 0, y: 0)
}

let zeroed = resetValue(v2)
print("After resetValue: v2 = (\(v2.x), \(v2.y)), result = (\(zeroed.x), \(zeroed.y))")
resetRef(r3)
print("After resetRef: r3 = (\(r3.x), \(r3.y))")
resetInOut(&v1)
print("After resetInOut: v1 = (\(v1.x), \(v1.y))")

var valueArray = [v2, v2]
valueArray[0].x = 99
print("Value array: \(valueArray.map { $0.x })")
let refArray = [r1, r1]
refArray[0].x = 99
print("Ref array: \(refArray.map { $0.x }), r1.x = \(r1.x)")

let constantStruct = PointValue(x: 5, y: 5)
print("let struct keeps x = \(constantStruct.x); let class can still change: r2.y was \(r2.y)")
r2.y = -1
print("now r1.y = \(r1.y)")

// expect: Struct: v1 = (1, 2), v2 = (11, 12)
// expect: Class:  r1 = (11, 12), r2 = (11, 12)
// expect: r1 === r2: true
// expect: r1 === r3: false, same values: true
// expect: After resetValue: v2 = (11, 12), result = (0, 0)
// expect: After resetRef: r3 = (0, 0)
// expect: After resetInOut: v1 = (0, 0)
// expect: Value array: [99, 11]
// expect: Ref array: [99, 99], r1.x = 99
// expect: let struct keeps x = 5; let class can still change: r2.y was 12
// expect: now r1.y = -1
