// Swift Forums style (Any holding an optional): an Optional boxed in Any is still an Optional, and casts can unwrap it
let maybe: Int? = 42
let none: Int? = nil
let boxed: Any = maybe as Any
let boxedNone: Any = none as Any
print(boxed, boxedNone)
print(boxed is Int, boxed is Int?, boxedNone is Int, boxedNone is Int?)
print(boxed as? Int as Any, boxedNone as? Int as Any)
print(type(of: boxed), type(of: boxedNone))

let items: [Any] = [1, "two", Optional(3) as Any, Optional<String>.none as Any, 4.0]
for item in items {
    switch item {
    case let i as Int: print("Int", i)
    case let s as String: print("String", s)
    case let d as Double: print("Double", d)
    default: print("other", item)
    }
}
print(items.compactMap { $0 as? Int })

func describe(_ value: Any) -> String {
    if let opt = value as? Int? {
        return "optional int \(opt.map(String.init) ?? "nil")"
    }
    return "not an optional int: \(value)"
}
print(describe(maybe as Any), describe(none as Any), describe(7), describe("x"))

let anyOpt: Any? = Optional<Int>.none as Any
print(anyOpt == nil, anyOpt as Any)
let nestedAny: Any? = nil
print(nestedAny == nil)

let values: [Any?] = [1, nil, "s"]
print(values.compactMap { $0 }.count, values.map { $0 == nil })
print(String(describing: boxed), "\(boxed)")
let mirror = Mirror(reflecting: boxed)
print(mirror.displayStyle.map { "\($0)" } ?? "none", mirror.children.count)

// expect: Optional(42) nil
// expect: true true false true
// expect: Optional(42) nil
// expect: Optional<Int> Optional<Int>
// expect: Int 1
// expect: String two
// expect: Int 3
// expect: other nil
// expect: Double 4.0
// expect: [1, 3]
// expect: optional int 42 optional int nil optional int 7 not an optional int: x
// expect: false Optional(nil)
// expect: true
// expect: 2 [false, true, false]
// expect: Optional(42) Optional(42)
// expect: optional 1
