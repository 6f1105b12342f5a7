// Blog style (AnyHashable and Any): printing type-erased values
let values: [Any] = [1, "two", 3.0, [4], (5, 6), Optional(7) as Any, true]
for v in values { print(v) }
print(values.count)
debugPrint(values[1])
let hashables: [AnyHashable] = [1, "a", 2.5]
print(hashables)
print(hashables.map { String(describing: $0) })
debugPrint(hashables)
let ah = AnyHashable("x")
print(ah, ah.base, type(of: ah.base))
let anyOpt: Any = Optional<Int>.none as Any
print(anyOpt)
print(values[0] as? Int as Any, values[0] as? String as Any)
let anyObj: [AnyObject] = []
print(anyObj)
struct P { var q = 1 }
let boxed: Any = P()
print(boxed)
print(type(of: boxed))
let arrAny: [Any] = ["s", P(), Optional<String>.none as Any]
print(arrAny)
let dictAny: [String: Any] = ["k": [1, 2]]
print(dictAny)
// expect: 1
// expect: two
// expect: 3.0
// expect: [4]
// expect: (5, 6)
// expect: Optional(7)
// expect: true
// expect: 7
// expect: "two"
// expect: [AnyHashable(1), AnyHashable("a"), AnyHashable(2.5)]
// expect: ["1", "a", "2.5"]
// expect: [AnyHashable(1), AnyHashable("a"), AnyHashable(2.5)]
// expect: x x String
// expect: nil
// expect: Optional(1) nil
// expect: []
// expect: P(q: 1)
// expect: P
// expect: ["s", main.P(q: 1), nil]
// expect: ["k": [1, 2]]
