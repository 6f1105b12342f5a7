// Compiler test style: CustomStringConvertible on generic types printing T.self and nested generics
struct Measurement<Unit>: CustomStringConvertible {
  var value: Int
  var description: String { "\(value) \(Unit.self)" }
}
enum Meters {}
enum Seconds {}

struct Pair<A, B>: CustomStringConvertible, CustomDebugStringConvertible {
  var first: A, second: B
  var description: String { "Pair<\(A.self), \(B.self)>(\(first), \(second))" }
  var debugDescription: String { "dbg(\(String(reflecting: first)), \(String(reflecting: second)))" }
}

final class Registry<T>: CustomStringConvertible {
  var items: [T] = []
  var description: String { "Registry of \(T.self) x\(items.count)" }
}

struct Plain<T> { var t: T }

func label<T>(_ x: T) -> String { "\(T.self) => \(x)" }

print(Measurement<Meters>(value: 5))
print(Measurement<Seconds>(value: 30).description)
let p = Pair(first: 1, second: "one")
print(p)
debugPrint(p)
print(Pair(first: [1.5], second: Optional(true)))
print(Pair(first: p, second: Measurement<Meters>(value: 2)))
let r = Registry<Pair<Int, Int>>()
r.items.append(Pair(first: 1, second: 2))
print(r)
print("\(Registry<String?>())")
print(Plain(t: 3), Plain(t: Plain(t: "x")))
print(label(p))
print(label(Measurement<Seconds>(value: 1)))
print([Measurement<Meters>(value: 1), Measurement<Meters>(value: 2)])
print(String(describing: Pair<Int, Int>.self), Measurement<Meters>.self)
print(String(describing: [Int: String].self), Optional<Registry<Int>>.self)
// expect: 5 Meters
// expect: 30 Seconds
// expect: Pair<Int, String>(1, one)
// expect: dbg(1, "one")
// expect: Pair<Array<Double>, Optional<Bool>>([1.5], Optional(true))
// expect: Pair<Pair<Int, String>, Measurement<Meters>>(Pair<Int, String>(1, one), 2 Meters)
// expect: Registry of Pair<Int, Int> x1
// expect: Registry of Optional<String> x0
// expect: Plain<Int>(t: 3) Plain<Plain<String>>(t: main.Plain<Swift.String>(t: "x"))
// expect: Pair<Int, String> => Pair<Int, String>(1, one)
// expect: Measurement<Seconds> => 1 Seconds
// expect: [1 Meters, 2 Meters]
// expect: Pair<Int, Int> Measurement<Meters>
// expect: Dictionary<Int, String> Optional<Registry<Int>>
