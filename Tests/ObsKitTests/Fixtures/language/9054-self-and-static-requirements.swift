// Compiler test style: protocols with Self requirements and static requirements — factories, combining operations, and static members used generically
protocol Monoid {
    static var identity: Self { get }
    static func combine(_ a: Self, _ b: Self) -> Self
}

extension Int: Monoid {
    static var identity: Int { 0 }
    static func combine(_ a: Int, _ b: Int) -> Int { a + b }
}

extension String: Monoid {
    static var identity: String { "" }
    static func combine(_ a: String, _ b: String) -> String { a + b }
}

struct MaxInt: Monoid, CustomStringConvertible {
    var v: Int
    static var identity: MaxInt { MaxInt(v: Int.min) }
    static func combine(_ a: MaxInt, _ b: MaxInt) -> MaxInt { a.v >= b.v ? a : b }
    var description: String { v == Int.min ? "-inf" : "max(\(v))" }
}

extension Array: Monoid {
    static var identity: [Element] { [] }
    static func combine(_ a: [Element], _ b: [Element]) -> [Element] { a + b }
}

func fold<M: Monoid>(_ xs: [M]) -> M {
    xs.reduce(M.identity, M.combine)
}

print(fold([1, 2, 3, 4]))
print(fold(["ab", "cd", "ef"]))
print(fold([MaxInt(v: 3), MaxInt(v: 11), MaxInt(v: 5)]))
print(fold([MaxInt]()))
print(fold([[1], [2, 3], []]))

protocol Shape {
    init(size: Int)
    static var name: String { get }
    func area() -> Int
    func scaled(by k: Int) -> Self
}

struct Square: Shape {
    var side: Int
    init(size: Int) { side = size }
    static var name: String { "square" }
    func area() -> Int { side * side }
    func scaled(by k: Int) -> Square { Square(size: side * k) }
}

final class Strip: Shape {
    let length: Int
    init(size: Int) { length = size }
    static var name: String { "strip" }
    func area() -> Int { length }
    func scaled(by k: Int) -> Self { Self(size: length * k) }
}

func make<S: Shape>(_ type: S.Type, sizes: [Int]) -> [S] {
    sizes.map { S(size: $0) }
}

func report<S: Shape>(_ shapes: [S]) {
    let grown = shapes.map { $0.scaled(by: 2) }
    print(S.name, shapes.map { $0.area() }, grown.map { $0.area() })
}

report(make(Square.self, sizes: [1, 2, 3]))
report(make(Strip.self, sizes: [5, 7]))

protocol Copyable { func copy() -> Self }
final class Doc: Copyable {
    var title: String
    required init(title: String) { self.title = title }
    func copy() -> Self { Self(title: title + " (copy)") }
}
let d = Doc(title: "Plan")
let d2 = d.copy().copy()
print(d.title, "|", d2.title)

// expect: 10
// expect: abcdef
// expect: max(11)
// expect: -inf
// expect: [1, 2, 3]
// expect: square [1, 4, 9] [4, 16, 36]
// expect: strip [5, 7] [10, 14]
// expect: Plan | Plan (copy) (copy)
