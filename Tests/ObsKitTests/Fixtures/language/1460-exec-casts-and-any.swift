// Execution-test style: casts in small cases: Any boxes of numbers, strings, optionals, arrays, classes, as? and is results.
// expected output: swiftc 6.3.1 (Linux), run on this machine
class Base {}
final class Sub: Base {}
let values: [Any] = [1, 1.0, "1", Character("1"), true, [1], ["a": 1], (1, 2), Sub(), Base(), Optional<Int>.none as Any, Int8(1)]
for v in values {
    let kind: String
    switch v {
    case is Int: kind = "Int"
    case is Double: kind = "Double"
    case is String: kind = "String"
    case is Character: kind = "Character"
    case is Bool: kind = "Bool"
    case is [Int]: kind = "[Int]"
    case is [String: Int]: kind = "[String: Int]"
    case is (Int, Int): kind = "(Int, Int)"
    case is Sub: kind = "Sub"
    case is Base: kind = "Base"
    case is Int?: kind = "Int?"
    default: kind = "other \(type(of: v))"
    }
    print(kind)
}
print(values[0] as? Double as Any, values[1] as? Int as Any, values[2] as? Int as Any)
print((values[8] as? Base) != nil, (values[9] as? Sub) == nil, values[8] is Base)
let base: Base = Sub()
print(type(of: base), base is Sub, (base as? Sub) != nil)
let nums: [Any] = [1, 2, "x", 3]
print(nums.compactMap { $0 as? Int }.reduce(0, +), nums.count(where: { $0 is String }))
let arr: Any = [1, 2, 3]
if let ints = arr as? [Int] { print("ints", ints.count) }
print((arr as? [String]) as Any, (arr as? [Any])?.count as Any)
let maybe: Int? = 5
let boxed: Any = maybe as Any
print(boxed as? Int as Any, boxed is Int, String(describing: boxed))
let dict: [String: Any] = ["n": 1, "s": "two", "list": [3]]
print(dict["n"] as? Int as Any, dict["s"] as? String as Any, (dict["list"] as? [Int])?.first as Any, dict["none"] as? Int as Any)

// expect: Int
// expect: Double
// expect: String
// expect: Character
// expect: Bool
// expect: [Int]
// expect: [String: Int]
// expect: (Int, Int)
// expect: Sub
// expect: Base
// expect: Int?
// expect: other Int8
// expect: nil nil nil
// expect: true true true
// expect: Sub true true
// expect: 6 1
// expect: ints 3
// expect: nil Optional(3)
// expect: Optional(5) true Optional(5)
// expect: Optional(1) Optional("two") Optional(3) nil
