// Compiler test style: type(of:) and String(describing:) of generic types
struct Box<T> { let v: T }
enum Either<L, R> { case left(L), right(R) }
class Ref<T> { var v: T; init(_ v: T) { self.v = v } }
struct Tagged<Tag, Raw> { let raw: Raw }
enum Meters {}

print(type(of: Box(v: 1)))
print(type(of: Box(v: Box(v: "s"))))
print(type(of: Either<Int, String>.left(1)))
print(type(of: Ref([1.5])))
print(type(of: Tagged<Meters, Double>(raw: 2)))
print(Box<Int?>.self)
print(Box<[String: Int]>.self)
print(Box<(Int, String)>.self)
print(Box<() -> Void>.self)
print(Box<(Int) throws -> String>.self)
print(Box<Int.Type>.self)
print(Box<any Equatable>.self)
print(Either<Set<Int>, [Int]>.self)

func name<T>(_: T.Type) -> String { String(describing: T.self) }
print(name(Box<Int>.self))
print(name(Int??.self))
print(name([[Int]].self))
print(name(Ref<Box<Bool>>.self))
print(String(reflecting: Box<Int>.self))
print(String(reflecting: Either<Int, Meters>.self))

func typeOfArray<T>(_ xs: [T]) -> String { "\(type(of: xs)) of \(T.self)" }
print(typeOfArray([1, 2]))
print(typeOfArray([Box(v: 1)]))
print(typeOfArray([Int]()))

let anyVal: Any = Box(v: [1])
print(type(of: anyVal))
let boxes: [Any] = [Box(v: 1), Ref("r"), Either<Int, Int>.right(2), Optional(Box(v: 0.5)) as Any]
for b in boxes { print(type(of: b)) }

print(Box(v: 3))
print(Either<Int, String>.right("r"))
print(Box(v: Box(v: "in")))
debugPrint(Box(v: "q"))
print([Box(v: 1)])
print(Optional(Box(v: 2)) as Any)

struct Outer<T> { struct In<U> { } }
print(Outer<Int>.In<String>.self)
print(type(of: Outer<Int>.In<String>()))

print(type(of: [1: "a"]))
print(type(of: (1, "a", 2.0)))
print(type(of: 1...3))
print(type(of: 1..<3))
print(type(of: "ab".reversed()))
print(type(of: [1, 2].lazy))
print(type(of: zip([1], ["a"])))
print(type(of: [3, 4].enumerated()))
print(type(of: "a b".split(separator: " ")))
print(type(of: Array("ab")))
print(type(of: [1, 2][0...]))

// expect: Box<Int>
// expect: Box<Box<String>>
// expect: Either<Int, String>
// expect: Ref<Array<Double>>
// expect: Tagged<Meters, Double>
// expect: Box<Optional<Int>>
// expect: Box<Dictionary<String, Int>>
// expect: Box<(Int, String)>
// expect: Box<() -> ()>
// expect: Box<(Int) throws -> String>
// expect: Box<Int.Type>
// expect: Box<Equatable>
// expect: Either<Set<Int>, Array<Int>>
// expect: Box<Int>
// expect: Optional<Optional<Int>>
// expect: Array<Array<Int>>
// expect: Ref<Box<Bool>>
// expect: main.Box<Swift.Int>
// expect: main.Either<Swift.Int, main.Meters>
// expect: Array<Int> of Int
// expect: Array<Box<Int>> of Box<Int>
// expect: Array<Int> of Int
// expect: Box<Array<Int>>
// expect: Box<Int>
// expect: Ref<String>
// expect: Either<Int, Int>
// expect: Optional<Box<Double>>
// expect: Box<Int>(v: 3)
// expect: right("r")
// expect: Box<Box<String>>(v: main.Box<Swift.String>(v: "in"))
// expect: main.Box<Swift.String>(v: "q")
// expect: [main.Box<Swift.Int>(v: 1)]
// expect: Optional(main.Box<Swift.Int>(v: 2))
// expect: In<String>
// expect: In<String>
// expect: Dictionary<Int, String>
// expect: (Int, String, Double)
// expect: ClosedRange<Int>
// expect: Range<Int>
// expect: ReversedCollection<String>
// expect: LazySequence<Array<Int>>
// expect: Zip2Sequence<Array<Int>, Array<String>>
// expect: EnumeratedSequence<Array<Int>>
// expect: Array<Substring>
// expect: Array<Character>
// expect: ArraySlice<Int>
