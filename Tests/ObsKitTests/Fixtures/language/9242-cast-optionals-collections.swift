// cast-optionals-collections
// expected output: swiftc 6.3.1 (Linux), run on this machine
let maybe: Int? = 5
let none: Int? = nil
let a1: Any = maybe as Any
let a2: Any = none as Any
print(a1 as? Int as Any)
print(a2 as? Int as Any)
print(a1 is Int, a2 is Int)
print(type(of: a1), type(of: a2))

let nested: Int?? = .some(nil)
print(nested as Any)
let nested2: Int?? = 3
if case let .some(.some(v)) = nested2 { print("doubly wrapped", v) }

let anyArr: [Any] = [1, 2, 3]
if let ints = anyArr as? [Int] { print("ints", ints) }
let mixed: [Any] = [1, "two", 3]
print(mixed as? [Int] as Any)
print(mixed.compactMap { $0 as? Int })

let dict: [String: Any] = ["a": 1, "b": 2]
if let d = dict as? [String: Int] {
    print(d.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })
}
let badDict: [String: Any] = ["a": 1, "b": "x"]
print(badDict as? [String: Int] == nil)

let strs: [Any] = ["x", "y"]
print((strs as? [String])?.joined(separator: "+") ?? "fail")

class Base { var tag: String { "base" } }
class Derived: Base { override var tag: String { "derived" } }
let bases: [Base] = [Derived(), Derived()]
if let ds = bases as? [Derived] { print("all derived", ds.map(\.tag)) }
let bases2: [Base] = [Derived(), Base()]
print(bases2 as? [Derived] == nil)
let derivedArr: [Derived] = [Derived()]
let upArr: [Base] = derivedArr
print(upArr.map(\.tag))

let ah: AnyHashable = 42
print(ah as? Int as Any, ah as? String as Any)
let hashables: [AnyHashable] = [1, "a", 2.5]
print(hashables.map { $0.base is String })

let opt: Any = Optional<String>.some("hi") as Any
if let s = opt as? String { print("unwrapped via cast:", s) }
let emptyOpt: Any = Optional<String>.none as Any
print(emptyOpt as? String ?? "cast of nil failed")

print([maybe, none, 7].compactMap { $0 })
let anyOpts: [Any?] = [1, nil, "s", 2.0]
for x in anyOpts {
    if let x { print("some", type(of: x)) } else { print("none") }
}
let asAny: [Any] = [Int8(1), UInt(2), Float(3)]
for v in asAny {
    print(v is Int, v as? Int8 as Any, type(of: v))
}

// expect: Optional(5)
// expect: nil
// expect: true false
// expect: Optional<Int> Optional<Int>
// expect: Optional(nil)
// expect: doubly wrapped 3
// expect: ints [1, 2, 3]
// expect: nil
// expect: [1, 3]
// expect: ["a=1", "b=2"]
// expect: true
// expect: x+y
// expect: all derived ["derived", "derived"]
// expect: true
// expect: ["derived"]
// expect: Optional(42) nil
// expect: [false, true, false]
// expect: unwrapped via cast: hi
// expect: cast of nil failed
// expect: [5, 7]
// expect: some Int
// expect: none
// expect: some String
// expect: some Double
// expect: false Optional(1) Int8
// expect: false nil UInt
// expect: false nil Float
