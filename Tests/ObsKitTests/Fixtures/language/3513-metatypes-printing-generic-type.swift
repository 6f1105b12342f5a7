// Compiler test style: metatypes and printing generic type names
struct Box<T> { var value: T }
struct Pair<A, B> { var a: A; var b: B }
enum Tree<T> { case leaf; indirect case node(Tree, T, Tree) }
class Holder<T> { var items: [T] = [] }

print(Box<Int>.self)
print(type(of: Box(value: "s")))
print(Pair<Int, String>.self)
print(type(of: Pair(a: 1.5, b: [true])))
print(Tree<Int>.self)
print(type(of: Holder<Box<Int>>()))
print(Box<Int>?.self)
print([Box<String>].self)
print([String: Box<Int>].self)
print((Int, Box<Bool>).self)

func nameOf<T>(_: T.Type) -> String { "\(T.self)" }
print(nameOf(Box<Box<Int>>.self))
print(nameOf(Int.self))
func typeName<T>(of x: T) -> String { String(describing: type(of: x)) }
print(typeName(of: [1: "a"]))
print(typeName(of: Optional(3)))
print(typeName(of: (1, "a")))

func isSame<A, B>(_ a: A.Type, _ b: B.Type) -> Bool { a == b }
print(isSame(Int.self, Int.self))
print(isSame(Box<Int>.self, Box<String>.self))
print(Box<Int>.self == Box<Int>.self)

let metas: [Any.Type] = [Int.self, Box<Int>.self, String.self]
for m in metas { print(m, m == Int.self) }

protocol Named { static var name: String { get } }
struct Cat: Named { static var name: String { "Cat" } }
struct Dog: Named { static var name: String { "Dog" } }
func names(_ ts: [any Named.Type]) -> [String] { ts.map { $0.name } }
print(names([Cat.self, Dog.self, Cat.self]))
let x: any Named.Type = Dog.self
print(x, x.name)
// expect: Box<Int>
// expect: Box<String>
// expect: Pair<Int, String>
// expect: Pair<Double, Array<Bool>>
// expect: Tree<Int>
// expect: Holder<Box<Int>>
// expect: Optional<Box<Int>>
// expect: Array<Box<String>>
// expect: Dictionary<String, Box<Int>>
// expect: (Int, Box<Bool>)
// expect: Box<Box<Int>>
// expect: Int
// expect: Dictionary<Int, String>
// expect: Optional<Int>
// expect: (Int, String)
// expect: true
// expect: false
// expect: true
// expect: Int true
// expect: Box<Int> false
// expect: String false
// expect: ["Cat", "Dog", "Cat"]
// expect: Dog Dog
