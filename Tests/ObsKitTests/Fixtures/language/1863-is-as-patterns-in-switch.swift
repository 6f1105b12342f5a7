// Compiler test style: type-casting patterns — is and as patterns in switch over Any and class hierarchies, with ordering of cases
class Shape {
    var name: String { "shape" }
}
class Circle: Shape {
    let radius: Int
    init(radius: Int) { self.radius = radius }
    override var name: String { "circle" }
}
class Square: Shape {
    let side: Int
    init(side: Int) { self.side = side }
    override var name: String { "square" }
}
final class Cube: Square {
    override var name: String { "cube" }
}

func area(_ s: Shape) -> String {
    switch s {
    case let c as Circle:
        return "\(c.name) r=\(c.radius)"
    case is Cube:
        return "cube (checked before Square)"
    case let sq as Square:
        return "\(sq.name) area=\(sq.side * sq.side)"
    default:
        return "generic \(s.name)"
    }
}

let shapes: [Shape] = [Circle(radius: 2), Square(side: 3), Cube(side: 4), Shape()]
for s in shapes { print(area(s)) }

func describe(_ value: Any) -> String {
    switch value {
    case 0 as Int: return "int zero"
    case let i as Int where i < 0: return "negative int \(i)"
    case let i as Int: return "int \(i)"
    case let d as Double: return "double \(d)"
    case let s as String where s.isEmpty: return "empty string"
    case let s as String: return "string \(s)"
    case let (a, b) as (Int, Int): return "int pair \(a + b)"
    case let arr as [Int]: return "int array of \(arr.count)"
    case is Bool: return "some bool"
    case let f as (Int) -> Int: return "function giving \(f(5))"
    case let opt as Int?: return "optional int \(String(describing: opt))"
    default: return "unknown \(type(of: value))"
    }
}

let items: [Any] = [0, -7, 12, 2.5, "", "hi", (3, 4), [1, 2, 3], true, { (x: Int) in x * 3 }, Character("c")]
for item in items { print(describe(item)) }

// is checks in conditions and as? in if case
let mixed: [Any] = [1, "two", 3.0, Circle(radius: 1)]
let ints = mixed.filter { $0 is Int }.count
let strings = mixed.compactMap { $0 as? String }
print("ints:", ints, "strings:", strings)
for m in mixed {
    if case let shape as Shape = m { print("found shape:", shape.name) }
}

// expect: circle r=2
// expect: square area=9
// expect: cube (checked before Square)
// expect: generic shape
// expect: int zero
// expect: negative int -7
// expect: int 12
// expect: double 2.5
// expect: empty string
// expect: string hi
// expect: int pair 7
// expect: int array of 3
// expect: some bool
// expect: function giving 15
// expect: unknown Character
// expect: ints: 1 strings: ["two"]
// expect: found shape: circle
