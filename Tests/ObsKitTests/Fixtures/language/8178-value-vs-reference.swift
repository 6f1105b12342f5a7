// Course exercise: value semantics of structs versus reference semantics of classes, with identity
struct PointStruct {
    var x: Int
    var y: Int
}

class PointClass {
    var x: Int
    var y: Int
    init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }
}

struct Inventory {
    var items: [String]
    var owner: PointClass // a reference inside a value type
}

var s1 = PointStruct(x: 1, y: 1)
var s2 = s1
s2.x = 99
print("struct: s1.x = \(s1.x), s2.x = \(s2.x)")

let c1 = PointClass(x: 1, y: 1)
let c2 = c1
c2.x = 99
print("class: c1.x = \(c1.x), c2.x = \(c2.x)")
print("same instance: \(c1 === c2)")
let c3 = PointClass(x: 99, y: 1)
print("c1 === c3: \(c1 === c3)")

var inv1 = Inventory(items: ["sword"], owner: PointClass(x: 0, y: 0))
var inv2 = inv1
inv2.items.append("shield")
inv2.owner.x = 5
print("inv1 items: \(inv1.items), owner.x: \(inv1.owner.x)")
print("inv2 items: \(inv2.items), owner.x: \(inv2.owner.x)")

func moveStruct(_ p: PointStruct) -> PointStruct {
    var copy = p
    copy.y += 10
    return copy
}

func moveClass(_ p: PointClass) {
    p.y += 10
}

func moveInOut(_ p: inout PointStruct) {
    p.y += 10
}

let moved = moveStruct(s1)
print("after moveStruct: s1.y = \(s1.y), moved.y = \(moved.y)")
moveClass(c1)
print("after moveClass: c1.y = \(c1.y), c2.y = \(c2.y)")
moveInOut(&s1)
print("after moveInOut: s1.y = \(s1.y)")
let points = [c1, c3]
points[1].x = 0
print("array of classes shares: c3.x = \(c3.x)")

// expect: struct: s1.x = 1, s2.x = 99
// expect: class: c1.x = 99, c2.x = 99
// expect: same instance: true
// expect: c1 === c3: false
// expect: inv1 items: ["sword"], owner.x: 5
// expect: inv2 items: ["sword", "shield"], owner.x: 5
// expect: after moveStruct: s1.y = 1, moved.y = 11
// expect: after moveClass: c1.y = 11, c2.y = 11
// expect: after moveInOut: s1.y = 11
// expect: array of classes shares: c3.x = 0
