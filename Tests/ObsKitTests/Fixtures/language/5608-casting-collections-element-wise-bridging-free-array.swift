// Compiler test style (dynamic casts): casting collections element-wise, bridging-free array and dictionary casts, and generic casts
class Animal { let name: String; init(_ n: String) { name = n } }
class Dog: Animal {}
class Cat: Animal {}

let animals: [Animal] = [Dog("a"), Dog("b")]
let mixed: [Animal] = [Dog("c"), Cat("d")]
if let dogs = animals as? [Dog] { print("all dogs", dogs.map { $0.name }) }
print(mixed as? [Dog] as Any)
print((mixed as [Any]).count, mixed is [Animal], animals is [Dog])
let upcast: [Animal] = [Dog("e")] as [Dog]
print(type(of: upcast), upcast is [Dog])

let anyArray: Any = [1, 2, 3]
print(anyArray as? [Int] as Any, anyArray as? [String] as Any, anyArray is [Any])
let anyList: [Any] = [1, 2]
print(anyList as? [Int] as Any, anyList as? [Double] as Any)
let dict: [String: Any] = ["a": 1, "b": 2]
if let ints = dict as? [String: Int] { print(ints.sorted { $0.key < $1.key }) }
let badDict: [String: Any] = ["a": 1, "b": "two"]
print(badDict as? [String: Int] as Any)
let optArray: [Int?] = [1, nil]
print(optArray as? [Int] as Any, (optArray as [Any]).count)

func cast<T, U>(_ x: T, to: U.Type) -> U? { return x as? U }
print(cast(5, to: Int.self) as Any, cast(5, to: String.self) as Any)
print(cast(Dog("f"), to: Animal.self)?.name as Any, cast(Cat("g") as Animal, to: Dog.self) as Any)
print(cast([Dog("h")], to: [Animal].self)?.count as Any)
print(cast(Optional(3), to: Int.self) as Any, cast(Int?.none, to: Int.self) as Any)
print(cast(3, to: Int?.self) as Any)
print(cast((1, 2), to: (Int, Int).self).map { $0.0 + $0.1 } as Any)

func isType<T>(_ x: Any, _: T.Type) -> Bool { return x is T }
print(isType(1, Int.self), isType(1, Any.self), isType(Dog("i"), Animal.self), isType(Animal("j"), Dog.self))
print(isType(Optional<Int>.none as Any, Int?.self), isType([1], [Int].self), isType([1], [Any].self))

protocol P {}
extension Int: P {}
let ps: [Any] = [1, "x", 2]
print(ps.filter { $0 is P }.count, (ps.compactMap { $0 as? P }).count)
let set: Any = Set([1, 2, 3])
if let s = set as? Set<Int> { print(s.sorted()) }
print(set is [Int], set is Set<String>)

// expect: all dogs ["a", "b"]
// expect: nil
// expect: 2 true true
// expect: Array<Animal> true
// expect: Optional([1, 2, 3]) nil true
// expect: Optional([1, 2]) nil
// expect: [(key: "a", value: 1), (key: "b", value: 2)]
// expect: nil
// expect: nil 2
// expect: Optional(5) nil
// expect: Optional("f") nil
// expect: Optional(1)
// expect: Optional(3) nil
// expect: Optional(Optional(3))
// expect: Optional(3)
// expect: true true true false
// expect: true true true
// expect: 2 2
// expect: [1, 2, 3]
// expect: false false
