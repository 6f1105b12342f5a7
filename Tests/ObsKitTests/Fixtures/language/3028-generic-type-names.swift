// Compiler test style: type names printed from generic contexts
struct Pair<A, B> { var a: A; var b: B }
class Container<T> {
  var items: [T] = []
}

func describe<T>(_ value: T) -> String {
  "\(T.self) / \(type(of: value))"
}

func typeName<T>(_: T.Type) -> String {
  String(describing: T.self)
}

print(describe(1))
print(describe("s"))
print(describe([1.5]))
print(describe(Pair(a: 1, b: "b")))
print(describe(Container<Int>()))
let asAny: Any = 3
print(describe(asAny))
print(typeName(Pair<Int, Pair<String, Bool>>.self))
print(typeName([Int: [String]].self))
print(typeName(Int??.self))
print(typeName(Container<Pair<Int, Int>>.self))
print(String(reflecting: Pair<Int, String>.self))
print(String(reflecting: Container<Int>.self))
print(Pair(a: [1], b: Optional("x")))
print(Pair(a: Pair(a: 1, b: 2), b: (3, 4)))
debugPrint(Pair(a: 1, b: 2))
print(Container<String>())
print([Pair(a: 1, b: 1)])
// expect: Int / Int
// expect: String / String
// expect: Array<Double> / Array<Double>
// expect: Pair<Int, String> / Pair<Int, String>
// expect: Container<Int> / Container<Int>
// expect: Any / Any
// expect: Pair<Int, Pair<String, Bool>>
// expect: Dictionary<Int, Array<String>>
// expect: Optional<Optional<Int>>
// expect: Container<Pair<Int, Int>>
// expect: main.Pair<Swift.Int, Swift.String>
// expect: main.Container<Swift.Int>
// expect: Pair<Array<Int>, Optional<String>>(a: [1], b: Optional("x"))
// expect: Pair<Pair<Int, Int>, (Int, Int)>(a: main.Pair<Swift.Int, Swift.Int>(a: 1, b: 2), b: (3, 4))
// expect: main.Pair<Swift.Int, Swift.Int>(a: 1, b: 2)
// expect: main.Container<Swift.String>
// expect: [main.Pair<Swift.Int, Swift.Int>(a: 1, b: 1)]
