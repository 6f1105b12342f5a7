// Compiler test style (generics): static members reached through generic parameters and nested generic types
protocol Shape {
    static var sides: Int { get }
    static func make() -> Self
    var label: String { get }
}
struct Triangle: Shape {
    static var sides: Int { return 3 }
    static func make() -> Triangle { return Triangle() }
    var label: String { return "tri" }
}
struct Square: Shape {
    static let sides = 4
    static func make() -> Square { return Square() }
    var label: String { return "sq" }
}

func sideCount<S: Shape>(_ type: S.Type) -> Int { return S.sides }
func build<S: Shape>(_ n: Int, of: S.Type) -> [S] { return (0..<n).map { _ in S.make() } }
print(sideCount(Triangle.self), sideCount(Square.self))
print(build(2, of: Square.self).map { $0.label })
let shapeTypes: [Shape.Type] = [Triangle.self, Square.self]
print(shapeTypes.map { $0.sides }, shapeTypes.map { $0.make().label })

struct Outer<T> {
    struct Inner<U> {
        var t: T
        var u: U
        func both() -> String { return "\(t)/\(u)" }
    }
    enum Slot {
        case empty
        case full(T)
    }
    var slots: [Slot]
    func filled() -> [T] {
        return slots.compactMap { if case .full(let v) = $0 { return v } else { return nil } }
    }
}
let i = Outer<Int>.Inner<String>(t: 4, u: "four")
print(i.both(), type(of: i))
let o = Outer<String>(slots: [.full("a"), .empty, .full("c")])
print(o.filled(), type(of: o.slots[1]))
print(Outer<Double>.Slot.full(1.5))

struct Counter<T: Numeric> {
    static var zero: T { return T.zero }
    static func sum(_ xs: [T]) -> T { return xs.reduce(zero, +) }
}
print(Counter<Int>.sum([1, 2, 3]), Counter<Double>.sum([0.5, 0.25]))
print(Counter<Int8>.zero, type(of: Counter<Int8>.zero))

extension Array where Element: Shape {
    var totalSides: Int { return count * Element.sides }
}
print([Triangle(), Triangle()].totalSides, [Square()].totalSides)
func defaultValue<T: ExpressibleByIntegerLiteral>(_: T.Type) -> T { return 7 }
print(defaultValue(Double.self), defaultValue(UInt8.self))

// expect: 3 4
// expect: ["sq", "sq"]
// expect: [3, 4] ["tri", "sq"]
// expect: 4/four Inner<String>
// expect: ["a", "c"] Slot
// expect: full(1.5)
// expect: 6 0.75
// expect: 0 Int8
// expect: 6 4
// expect: 7.0 7
