// Compiler test style: marker protocols (Sendable) are erased from existential types at run time: any P & Sendable is any P, C & Sendable is C, any Sendable is Any
protocol Shape { func area() -> Int }
final class Square: Shape, Sendable {
    let side: Int
    init(side: Int) { self.side = side }
    func area() -> Int { side * side }
}
class Base { required init() {} }

print((any Shape & Sendable).self, (any Shape & Sendable).self == (any Shape).self)
print((any Base & Sendable).self, (any Base & Sendable).self == Base.self)
print((any Sendable).self)
let shapes: [any Shape & Sendable] = [Square(side: 2), Square(side: 3)]
print(type(of: shapes), shapes.map { $0.area() })
func make<T: Base>(_ type: T.Type) -> T { type.init() }
print(type(of: make((Base & Sendable).self)))
let boxed: [any Sendable] = [1, "two", 3.0]
print(type(of: boxed), boxed.count)

// expect: Shape true
// expect: Base true
// expect: Any
// expect: Array<Shape> [4, 9]
// expect: Base
// expect: Array<Any> 3
