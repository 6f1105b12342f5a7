// Swift book style: AnyHashable collections and value types viewed through Any and AnyObject
struct Point: Hashable { var x: Int, y: Int }
class Marker {
    let tag: String
    init(tag: String) { self.tag = tag }
}

let keys: [AnyHashable] = [1, "one", 1.5, Point(x: 1, y: 2), true]
print(keys.count)
print(keys.contains(1), keys.contains("one"), keys.contains("two"))
print(keys.contains(Point(x: 1, y: 2)), keys.contains(Point(x: 2, y: 1)))
print(keys.map { "\($0.base)" })
print(keys.map { "\(type(of: $0.base))" })

let lookup: [AnyHashable: String] = [1: "int", "1": "string", Point(x: 0, y: 0): "origin"]
print(lookup[1] ?? "-", lookup["1"] ?? "-", lookup[Point(x: 0, y: 0)] ?? "-", lookup[2] ?? "-")

let marker = Marker(tag: "m")
let things: [Any] = [marker, 42, "text", Point(x: 3, y: 4)]
print(things.map { $0 is Marker })
print(things.map { $0 is AnyObject })
let objects = things.map { $0 as AnyObject }
print(objects.count, objects[0] === marker)
if let m = objects[0] as? Marker { print("marker tag \(m.tag)") }
if let n = objects[1] as? Int { print("int survived boxing: \(n)") }
// expect: 5
// expect: true true false
// expect: true false
// expect: ["1", "one", "1.5", "Point(x: 1, y: 2)", "true"]
// expect: ["Int", "String", "Double", "Point", "Bool"]
// expect: int string origin -
// expect: [true, false, false, false]
// expect: [true, true, true, true]
// expect: 4 true
// expect: marker tag m
// expect: int survived boxing: 42
