// Compiler test style (Any): heterogeneous arrays dispatched by switch on type patterns
// known-gap: line 16: expected "15 something else: Dictionary<String, Int>", got "15 something else: Dictionary<Any, Any>"
struct Point { var x = 0, y = 0 }
class Animal { var sound: String { "..." } }
class Dog: Animal { override var sound: String { "woof" } }
enum Status { case on, off }

func describe(_ value: Any) -> String {
    switch value {
    case 0 as Int:
        return "zero int"
    case let i as Int where i < 0:
        return "negative int \(i)"
    case let i as Int:
        return "int \(i)"
    case let d as Double:
        return "double \(d)"
    case let s as String where s.isEmpty:
        return "empty string"
    case let s as String:
        return "string \"\(s)\""
    case let (a, b) as (Int, String):
        return "tuple \(a) \(b)"
    case let p as Point:
        return "point \(p.x),\(p.y)"
    case let dog as Dog:
        return "dog says \(dog.sound)"
    case let a as Animal:
        return "animal says \(a.sound)"
    case let f as (Int) -> Int:
        return "function giving \(f(10))"
    case let xs as [Int]:
        return "int array sum \(xs.reduce(0, +))"
    case is Status:
        return "a status \(value)"
    case let o as Int?:
        return "optional int \(o as Any)"
    default:
        return "something else: \(type(of: value))"
    }
}

let things: [Any] = [
    0, -4, 42, 3.5, "", "hi", (7, "seven"), Point(x: 1, y: 2),
    Dog(), Animal(), { (n: Int) in n * n }, [1, 2, 3], Status.off,
    Optional<Int>.none as Any, Character("c"), [String: Int](),
]
for (i, t) in things.enumerated() {
    print(i, describe(t))
}

// Optional values inside Any unwrap when cast
let boxed: Any = Optional(5) as Any
if let n = boxed as? Int { print("unwrapped \(n)") }

// Counting by type
let ints = things.filter { $0 is Int }.count
let animals = things.filter { $0 is Animal }.count
print("ints \(ints), animals \(animals)")

// AnyHashable compares numbers by value across integer and floating types, never with strings
let keys: [AnyHashable] = [1, "1", 1.0, Int8(1)]
print(keys[0] == keys[1], keys[0] == keys[2], keys[0] == keys[3])

// expect: 0 zero int
// expect: 1 negative int -4
// expect: 2 int 42
// expect: 3 double 3.5
// expect: 4 empty string
// expect: 5 string "hi"
// expect: 6 tuple 7 seven
// expect: 7 point 1,2
// expect: 8 dog says woof
// expect: 9 animal says ...
// expect: 10 function giving 100
// expect: 11 int array sum 6
// expect: 12 a status off
// expect: 13 optional int nil
// expect: 14 something else: Character
// expect: 15 something else: Dictionary<String, Int>
// expect: unwrapped 5
// expect: ints 3, animals 2
// expect: false true true
