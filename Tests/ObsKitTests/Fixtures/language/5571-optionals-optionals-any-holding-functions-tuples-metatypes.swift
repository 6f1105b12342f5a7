// Compiler test style (dynamic casts): optionals of optionals, and Any holding functions, tuples and metatypes
let inner: Int? = 5
let nested: Int?? = inner
let emptyInner: Int?? = .some(nil)
let emptyOuter: Int?? = nil

func show(_ x: Int??) -> String {
    switch x {
    case .some(.some(let v)): return "value \(v)"
    case .some(.none): return "inner nil"
    case .none: return "outer nil"
    }
}
print(show(nested), show(emptyInner), show(emptyOuter))

let anyOpt: Any = Optional<Int>.some(7)
if let i = anyOpt as? Int { print("unwrapped through Any:", i) }
let anyNone: Any = Optional<Int>.none as Any
print(anyNone as? Int as Any)
print((anyNone as? Int?) as Any)

let doubleWrapped: Any = Optional(Optional(3))
if let v = doubleWrapped as? Int { print("deep unwrap", v) }

let f: (Int) -> Int = { $0 * 3 }
let boxedF: Any = f
if let g = boxedF as? (Int) -> Int { print("function cast", g(14)) }
print(boxedF is (String) -> Int, boxedF is (Int) -> Int)

let tuple: Any = (1, "two", 3.0)
if let (a, b, c) = tuple as? (Int, String, Double) { print("tuple", a, b, c) }
print(tuple is (Int, String), tuple is (Int, String, Double))
let labelled: Any = (x: 1, y: 2)
if let p = labelled as? (x: Int, y: Int) { print("labelled", p.x + p.y) }
if let q = labelled as? (Int, Int) { print("unlabelled view", q.0, q.1) }

class Base {}
class Derived: Base {}
let meta: Any = Derived.self
print(meta is Base.Type, meta is Derived.Type, meta is Int.Type)
if let m = meta as? Base.Type { print("metatype", m) }
let metas: [Any] = [Int.self, String.self, Derived.self, [Int].self]
for m in metas {
    if m is Int.Type { print("Int metatype") }
    else if let t = m as? Base.Type { print("class metatype", t) }
    else { print("other", m) }
}

let maybeAny: Any? = 12
print(maybeAny as? Int as Any, maybeAny as? String as Any)
let arr: [Any] = [1, Optional<Int>.none as Any, "s", Optional("t") as Any]
print(arr.compactMap { $0 as? String })
print(arr.compactMap { $0 as? Int })

// expect: value 5 inner nil outer nil
// expect: unwrapped through Any: 7
// expect: nil
// expect: Optional(nil)
// expect: deep unwrap 3
// expect: function cast 42
// expect: false true
// expect: tuple 1 two 3.0
// expect: false true
// expect: labelled 3
// expect: unlabelled view 1 2
// expect: true true false
// expect: metatype Derived
// expect: Int metatype
// expect: other String
// expect: class metatype Derived
// expect: other Array<Int>
// expect: Optional(12) nil
// expect: ["s", "t"]
// expect: [1]
