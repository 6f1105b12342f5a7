// Compiler test style: printing values boxed in Any, AnyHashable and existential arrays

let items: [Any] = [1, "two", 3.0, true, [4, 5], (6, "seven"), Optional(8) as Any, Optional<Int>.none as Any]
print(items.count)
for item in items {
    print(item)
}
for item in items {
    debugPrint(item)
}

struct S { var v = 1 }
class C {}
enum E { case k(Int) }
let mixed: [Any] = [S(), C(), E.k(2)]
print(mixed)

let h: [AnyHashable] = [1, "a", 2.5]
print(h)
print(h.map { type(of: $0.base) })
let ah = AnyHashable(42)
print(ah)
debugPrint(ah)
print(ah == AnyHashable(42))
print(ah.base)

let anyOpt: Any = Optional<String>.some("inner")
print(anyOpt)
if let s = anyOpt as? String {
    print("cast:", s)
}

let anyNil: Any = Optional<Int>.none as Any
print(anyNil)
print(String(describing: anyNil))

let dictAny: [String: Any] = ["k": [1, 2]]
print(dictAny)

let arrOfAny: [Any?] = [1, nil, "s"]
print(arrOfAny)

func show(_ x: Any) {
    switch x {
    case let i as Int: print("Int \(i)")
    case let s as String: print("String \(s)")
    case let d as Double: print("Double \(d)")
    case let a as [Int]: print("Array \(a)")
    default: print("other \(x)")
    }
}
items.forEach(show)

let cs: CustomStringConvertible = 12
print(cs, cs.description)
let texts: [CustomStringConvertible] = [1, "x", 2.5, false]
print(texts.map { $0.description })

let nestedAny: Any = [Optional(1), nil] as [Int?]
print(nestedAny)
let tupleAny: Any = (a: 1, b: "b")
print(tupleAny)
dump(items[5])
dump(anyOpt)

// expect: 8
// expect: 1
// expect: two
// expect: 3.0
// expect: true
// expect: [4, 5]
// expect: (6, "seven")
// expect: Optional(8)
// expect: nil
// expect: 1
// expect: "two"
// expect: 3.0
// expect: true
// expect: [4, 5]
// expect: (6, "seven")
// expect: Optional(8)
// expect: nil
// expect: [main.S(v: 1), main.C, main.E.k(2)]
// expect: [AnyHashable(1), AnyHashable("a"), AnyHashable(2.5)]
// expect: [Swift.Int, Swift.String, Swift.Double]
// expect: 42
// expect: AnyHashable(42)
// expect: true
// expect: 42
// expect: Optional("inner")
// expect: cast: inner
// expect: nil
// expect: nil
// expect: ["k": [1, 2]]
// expect: [Optional(1), nil, Optional("s")]
// expect: Int 1
// expect: String two
// expect: Double 3.0
// expect: other true
// expect: Array [4, 5]
// expect: other (6, "seven")
// expect: Int 8
// expect: other nil
// expect: 12 12
// expect: ["1", "x", "2.5", "false"]
// expect: [Optional(1), nil]
// expect: (a: 1, b: "b")
// expect: ▿ (2 elements)
// expect:   - .0: 6
// expect:   - .1: "seven"
// expect: ▿ Optional("inner")
// expect:   - some: "inner"
