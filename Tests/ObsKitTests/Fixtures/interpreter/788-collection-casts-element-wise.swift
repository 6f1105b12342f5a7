// Casting whole collections checks every element: `[Any] as? [Int]`, `[Animal] as? [Dog]`, and a
// dictionary's values. Expected output from swiftc 6.3.1 on Linux.
class Animal { let name: String; init(_ name: String) { self.name = name } }
final class Dog: Animal {}
final class Cat: Animal {}
let numbers: [Any] = [1, 2, 3]
let mixed: [Any] = [1, "two", 3]
print((numbers as? [Int]) as Any, (mixed as? [Int]) as Any)
let pack: [Animal] = [Dog("Rex"), Dog("Fido")]
let zoo: [Animal] = [Dog("Rex"), Cat("Tom")]
print((pack as? [Dog])?.map(\.name) as Any, zoo is [Dog], (zoo as? [Dog]) == nil)
let settings: [String: Any] = ["volume": 7, "muted": false]
print((settings as? [String: Int]) == nil, (["a": 1] as [String: Any]) is [String: Int])

// expect: Optional([1, 2, 3]) nil
// expect: Optional(["Rex", "Fido"]) false true
// expect: true true
