// Compiler test style: printing single-element Set and Dictionary values of many types
let s1: Set<Int> = [7]
print(s1)
debugPrint(s1)
let s2: Set<String> = ["only"]
print(s2)
let s3: Set<Character> = ["c"]
print(s3)
let d1 = [1: "one"]
print(d1)
debugPrint(d1)
let d2: [String: [String]] = ["list": ["a", "b"]]
print(d2)
let d3: [String: Any] = ["any": 1.5]
print(d3)
let d4: [AnyHashable: Int] = [AnyHashable("h"): 1]
print(d4)
let d5: [Int: (Int, String)] = [0: (1, "x")]
print(d5)
let d6: [String: [String: Int]] = ["outer": ["inner": 1]]
print(d6)
let emptySet = Set<Int>()
print(emptySet)
print(String(describing: d1))
print(String(reflecting: s2))
let ah: AnyHashable = 5
print(ah)
debugPrint(ah)
print(d1.first as Any)
print(d1.keys.sorted(), Array(d1.values))
print(s1.contains(7), d1[1] as Any)
// expect: [7]
// expect: Set([7])
// expect: ["only"]
// expect: ["c"]
// expect: [1: "one"]
// expect: [1: "one"]
// expect: ["list": ["a", "b"]]
// expect: ["any": 1.5]
// expect: [AnyHashable("h"): 1]
// expect: [0: (1, "x")]
// expect: ["outer": ["inner": 1]]
// expect: []
// expect: [1: "one"]
// expect: Set(["only"])
// expect: 5
// expect: AnyHashable(5)
// expect: Optional((key: 1, value: "one"))
// expect: [1] ["one"]
// expect: true Optional("one")
