// Interview question style (Mirror): reflecting a struct, a class with a superclass, an enum with a payload and a tuple
struct Settings {
    let volume: Int
    var muted: Bool
    let label: String?
}

class Shape {
    var sides = 0
}
class Square: Shape {
    var side = 2.0
}

enum Load {
    case empty
    case items(count: Int, heavy: Bool)
}

// Puzzle: what do the mirrors list?
let m = Mirror(reflecting: Settings(volume: 7, muted: false, label: nil))
print(m.displayStyle!, m.children.count)
for child in m.children {
    print(" ", child.label ?? "?", child.value)
}

let sq = Mirror(reflecting: Square())
print(sq.displayStyle!, sq.children.map { $0.label! }, sq.superclassMirror!.children.map { $0.label! })
print(sq.subjectType, sq.superclassMirror!.subjectType)

let e = Mirror(reflecting: Load.items(count: 3, heavy: true))
print(e.displayStyle!, e.children.map { $0.label ?? "?" })
if let payload = e.children.first?.value {
    let inner = Mirror(reflecting: payload)
    print(inner.displayStyle!, inner.children.map { "\($0.label ?? "?")=\($0.value)" })
}
print(Mirror(reflecting: Load.empty).children.count)

let t = Mirror(reflecting: (1, name: "x"))
print(t.displayStyle!, t.children.map { $0.label ?? "nil" })
print(Mirror(reflecting: [10, 20]).displayStyle!, Mirror(reflecting: [10, 20]).children.map { $0.value as! Int })
print(Mirror(reflecting: Optional(5)).displayStyle!, Mirror(reflecting: 5).children.count)

// expect: struct 3
// expect:   volume 7
// expect:   muted false
// expect:   label nil
// expect: class ["side"] ["sides"]
// expect: Square Shape
// expect: enum ["items"]
// expect: tuple ["count=3", "heavy=true"]
// expect: 0
// expect: tuple [".0", "name"]
// expect: collection [10, 20]
// expect: optional 0
