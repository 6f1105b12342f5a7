// Protocols: property and method requirements, a mutating requirement, an init requirement, and use through an array of existentials.
// expected output: swiftc 6.3.1 (Linux), run on this machine
protocol Shape {
    var name: String { get }
    var area: Double { get }
    mutating func scale(by factor: Double)
    init(unit: Double)
}

struct Rect: Shape {
    var w: Double, h: Double
    var name: String { "rect \(w)x\(h)" }
    var area: Double { w * h }
    mutating func scale(by f: Double) { w *= f; h *= f }
    init(w: Double, h: Double) { self.w = w; self.h = h }
    init(unit: Double) { self.init(w: unit, h: unit) }
}

struct Disc: Shape {
    var r: Double
    let name = "disc"
    var area: Double { 3 * r * r }
    mutating func scale(by f: Double) { r *= f }
    init(unit: Double) { r = unit }
}

func makeUnit<S: Shape>(_ type: S.Type) -> S {
    S(unit: 1)
}

var shapes: [any Shape] = [Rect(w: 2, h: 3), Disc(unit: 2), makeUnit(Rect.self)]
for i in shapes.indices {
    shapes[i].scale(by: 2)
}
for s in shapes {
    print(s.name, s.area)
}
let biggest = shapes.max { $0.area < $1.area }!
print("biggest:", biggest.name)
let d = makeUnit(Disc.self)
print(d.name, d.area)

// expect: rect 4.0x6.0 24.0
// expect: disc 48.0
// expect: rect 2.0x2.0 4.0
// expect: biggest: disc
// expect: disc 3.0
