// Compiler test style: printing enums with payloads, labels, and raw values

enum Shape {
    case circle(radius: Double)
    case rect(width: Int, height: Int)
    case point
    case polygon(Int, String)
    case labeledOne(value: String)
    case unlabeledOne(String)
}

let shapes: [Shape] = [
    .circle(radius: 1.5),
    .rect(width: 2, height: 3),
    .point,
    .polygon(5, "pent"),
    .labeledOne(value: "v"),
    .unlabeledOne("u"),
]

for s in shapes {
    print(s)
}
print(shapes)

for s in shapes {
    debugPrint(s)
}

enum Color: String {
    case red, green = "GREEN"
}
print(Color.red)
print(Color.green)
print(Color.green.rawValue)
debugPrint(Color.red)
print([Color.red, .green])

enum Num: Int {
    case one = 1, two
}
print(Num.two)
print(Num.two.rawValue)
print(String(describing: Num.one))
print(String(reflecting: Num.one))

enum Wrap {
    case inner(Shape)
    case pair(Shape, Shape)
    case opt(Int?)
    case tup((Int, Int))
}
print(Wrap.inner(.point))
print(Wrap.pair(.point, .circle(radius: 0)))
print(Wrap.opt(nil))
print(Wrap.opt(3))
print(Wrap.tup((1, 2)))

print(String(reflecting: Shape.point))
print(String(reflecting: Shape.rect(width: 1, height: 1)))

dump(Shape.rect(width: 4, height: 5))
dump(Shape.point)
dump(Shape.polygon(3, "tri"))
dump(Wrap.opt(nil))

let maybeShape: Shape? = .circle(radius: 2)
print(maybeShape as Any)

enum Status {
    case ok
    case failed(code: Int, reason: String)
}
let st: [Status] = [.ok, .failed(code: 404, reason: "missing")]
for x in st {
    switch x {
    case .ok: print("ok ->", x)
    case let .failed(code, reason): print("failed \(code) \(reason) ->", x)
    }
}

// expect: circle(radius: 1.5)
// expect: rect(width: 2, height: 3)
// expect: point
// expect: polygon(5, "pent")
// expect: labeledOne(value: "v")
// expect: unlabeledOne("u")
// expect: [main.Shape.circle(radius: 1.5), main.Shape.rect(width: 2, height: 3), main.Shape.point, main.Shape.polygon(5, "pent"), main.Shape.labeledOne(value: "v"), main.Shape.unlabeledOne("u")]
// expect: main.Shape.circle(radius: 1.5)
// expect: main.Shape.rect(width: 2, height: 3)
// expect: main.Shape.point
// expect: main.Shape.polygon(5, "pent")
// expect: main.Shape.labeledOne(value: "v")
// expect: main.Shape.unlabeledOne("u")
// expect: red
// expect: green
// expect: GREEN
// expect: main.Color.red
// expect: [main.Color.red, main.Color.green]
// expect: two
// expect: 2
// expect: one
// expect: main.Num.one
// expect: inner(main.Shape.point)
// expect: pair(main.Shape.point, main.Shape.circle(radius: 0.0))
// expect: opt(nil)
// expect: opt(Optional(3))
// expect: tup(1, 2)
// expect: main.Shape.point
// expect: main.Shape.rect(width: 1, height: 1)
// expect: ▿ main.Shape.rect
// expect:   ▿ rect: (2 elements)
// expect:     - width: 4
// expect:     - height: 5
// expect: - main.Shape.point
// expect: ▿ main.Shape.polygon
// expect:   ▿ polygon: (2 elements)
// expect:     - .0: 3
// expect:     - .1: "tri"
// expect: ▿ main.Wrap.opt
// expect:   - opt: nil
// expect: Optional(main.Shape.circle(radius: 2.0))
// expect: ok -> ok
// expect: failed 404 missing -> failed(code: 404, reason: "missing")
