// The Basics: an Int?? stays two levels deep: printing, pattern matching, dictionary values that are optional.
// expected output: swiftc 6.3.1 (Linux), run on this machine
let some: Int?? = 3
let innerNil: Int?? = .some(nil)
let outerNil: Int?? = nil
print(some as Any)
print(innerNil as Any)
print(outerNil as Any)
print(innerNil == nil, outerNil == nil)

func describe(_ value: Int??) -> String {
    switch value {
    case .some(.some(let n)): return "value \(n)"
    case .some(.none): return "inner nil"
    case .none: return "outer nil"
    }
}
for v in [some, innerNil, outerNil] { print(describe(v)) }

let middleNames: [String: String?] = ["ada": nil, "ben": "lee"]
let ada = middleNames["ada"]
let zoe = middleNames["zoe"]
print(ada as Any, zoe as Any)
if let entry = middleNames["ada"] {
    print("ada has an entry:", entry ?? "(none)")
}
if case let name?? = middleNames["ben"] { print("ben's middle name is", name) }
print(middleNames["zoe"] == nil, middleNames["ada"]! == nil)

let strings = ["1", "x", "3"]
let parsed: [Int?] = strings.map { Int($0) }
print(parsed)
let firstParsed = parsed.first
print(firstParsed as Any)
print(parsed.last.flatMap { $0 } as Any, parsed.compactMap { $0 })
let flattened: Int? = some ?? nil
print(flattened as Any)
var deep: Int??? = 1
print(deep as Any)
deep = .some(.some(nil))
print(deep as Any)

// expect: Optional(Optional(3))
// expect: Optional(nil)
// expect: nil
// expect: false true
// expect: value 3
// expect: inner nil
// expect: outer nil
// expect: Optional(nil) nil
// expect: ada has an entry: (none)
// expect: ben's middle name is lee
// expect: true true
// expect: [Optional(1), nil, Optional(3)]
// expect: Optional(Optional(1))
// expect: Optional(3) [1, 3]
// expect: Optional(3)
// expect: Optional(Optional(Optional(1)))
// expect: Optional(Optional(nil))
