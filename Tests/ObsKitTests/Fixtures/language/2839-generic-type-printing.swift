// Compiler test style: printing type(of:) and String(describing:) for generic types
struct Wrapper<T> { var value: T }
struct Pair<A, B> { var a: A; var b: B }
enum Either<L, R> { case left(L), right(R) }
class Node<T> { var v: T; init(_ v: T) { self.v = v } }
print(type(of: Wrapper(value: 1)))
print(type(of: Wrapper(value: "s")))
print(type(of: Pair(a: 1, b: 2.0)))
print(type(of: Wrapper(value: Pair(a: true, b: [1]))))
print(Either<Int, String>.self)
print(String(describing: Node<[String: Int]>.self))
print(type(of: Node(Wrapper(value: Optional(3)))))
print(Wrapper<Int?>.self, Wrapper<[Int]>.self)
print(String(describing: type(of: (1, "a"))))
print(type(of: Either<Int, Int>.left(1)))
let e: Either<Int, String> = .right("x")
print(e)
print(Wrapper(value: 5))
print(Pair(a: "k", b: Wrapper(value: 2)))
func name<T>(of _: T.Type) -> String { String(describing: T.self) }
print(name(of: Wrapper<Wrapper<Int>>.self))
print(name(of: Int?.self), name(of: [String].self))
// expect: Wrapper<Int>
// expect: Wrapper<String>
// expect: Pair<Int, Double>
// expect: Wrapper<Pair<Bool, Array<Int>>>
// expect: Either<Int, String>
// expect: Node<Dictionary<String, Int>>
// expect: Node<Wrapper<Optional<Int>>>
// expect: Wrapper<Optional<Int>> Wrapper<Array<Int>>
// expect: (Int, String)
// expect: Either<Int, Int>
// expect: right("x")
// expect: Wrapper<Int>(value: 5)
// expect: Pair<String, Wrapper<Int>>(a: "k", b: main.Wrapper<Swift.Int>(value: 2))
// expect: Wrapper<Wrapper<Int>>
// expect: Optional<Int> Array<String>
