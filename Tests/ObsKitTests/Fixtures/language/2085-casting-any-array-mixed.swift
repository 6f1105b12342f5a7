// Compiler test style: arrays of Any with mixed values, casting [Any] to [Int] and nested containers
let mixed: [Any] = [1, "two", 3.0, [4, 5], ["six": 6], Optional<Int>.none as Any, (7, "eight"), true, Int8(9)]

for (i, v) in mixed.enumerated() {
    switch v {
    case let n as Int: print(i, "Int", n)
    case let s as String: print(i, "String", s)
    case let d as Double: print(i, "Double", d)
    case let a as [Int]: print(i, "[Int]", a, a.count)
    case let d as [String: Int]: print(i, "[String: Int]", d)
    case let o as Int?: print(i, "Int?", o as Any)
    case let (a, b) as (Int, String): print(i, "tuple", a, b)
    case let b as Bool: print(i, "Bool", b)
    default: print(i, "other", type(of: v))
    }
}

let allInts: [Any] = [1, 2, 3]
let someInts: [Any] = [1, "x", 3]
if let ints = allInts as? [Int] {
    print("allInts ->", ints, ints.reduce(0, +))
}
print("someInts as? [Int]:", someInts as? [Int] as Any)
print("someInts compactMap:", someInts.compactMap { $0 as? Int })

let numbers: [Int] = [10, 20]
let erased: Any = numbers
print(erased is [Int], erased is [Any], erased is [String])
if let back = erased as? [Any] {
    print("as [Any]:", back.count, back[0] is Int)
}

let nestedAny: [Any] = [[1, 2], [3]]
if let nested = nestedAny as? [[Int]] {
    print(nested.flatMap { $0 })
}
let dictAny: [String: Any] = ["a": 1, "b": 2]
if let d = dictAny as? [String: Int] {
    print(d.sorted { $0.key < $1.key }.map { "\($0.key)\($0.value)" })
}
let dictMixed: [String: Any] = ["a": 1, "b": "2"]
print(dictMixed as? [String: Int] == nil)

let opt: Int? = 5
let anyOpt: Any = opt as Any
print(anyOpt as? Int as Any, anyOpt is Int, anyOpt is Int?)

// expect: 0 Int 1
// expect: 1 String two
// expect: 2 Double 3.0
// expect: 3 [Int] [4, 5] 2
// expect: 4 [String: Int] ["six": 6]
// expect: 5 Int? nil
// expect: 6 tuple 7 eight
// expect: 7 Bool true
// expect: 8 other Int8
// expect: allInts -> [1, 2, 3] 6
// expect: someInts as? [Int]: nil
// expect: someInts compactMap: [1, 3]
// expect: true true false
// expect: as [Any]: 2 true
// expect: [1, 2, 3]
// expect: ["a1", "b2"]
// expect: true
// expect: Optional(5) true true
