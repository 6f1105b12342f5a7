// Type casting whole collections: `[Any] as? [Int]`, `[Base] as? [Derived]`, dictionary values, and bridging of optionals in Any.
// expected output: swiftc 6.3.1 (Linux), run on this machine
class Animal {
    let name: String
    init(_ name: String) { self.name = name }
}
class Dog: Animal {}
class Cat: Animal {}

let numbers: [Any] = [1, 2, 3]
if let ints = numbers as? [Int] {
    print("all ints, sum", ints.reduce(0, +))
}
let mixed: [Any] = [1, "two", 3]
print("mixed as [Int]:", mixed as? [Int] as Any)

let pack: [Animal] = [Dog("Rex"), Dog("Fido")]
if let dogs = pack as? [Dog] {
    print("a pack of \(dogs.count) dogs:", dogs.map(\.name))
}
let zoo: [Animal] = [Dog("Rex"), Cat("Tom")]
print("zoo is all dogs:", zoo is [Dog])

let settings: [String: Any] = ["volume": 7, "name": "Den", "muted": false]
for key in settings.keys.sorted() {
    let value = settings[key]!
    switch value {
    case let i as Int: print(key, "-> Int", i)
    case let s as String: print(key, "-> String", s)
    case let b as Bool: print(key, "-> Bool", b)
    default: print(key, "-> ?")
    }
}

let wrapped: Any = Optional(5) as Any
if let n = wrapped as? Int {
    print("unwrapped from Any:", n)
}
let empty: Int? = nil
let boxed: Any = empty as Any
print("nil in Any as? Int:", boxed as? Int as Any)

// expect: all ints, sum 6
// expect: mixed as [Int]: nil
// expect: a pack of 2 dogs: ["Rex", "Fido"]
// expect: zoo is all dogs: false
// expect: muted -> Bool false
// expect: name -> String Den
// expect: volume -> Int 7
// expect: unwrapped from Any: 5
// expect: nil in Any as? Int: nil
