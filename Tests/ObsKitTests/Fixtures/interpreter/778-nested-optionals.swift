// An `Int??` keeps its two levels: an inner nil is not an outer nil, in printing, comparisons and
// patterns; a dictionary of optional values shows both. Expected output from swiftc 6.3.1 on Linux.
let value: Int?? = 3
let innerNil: Int?? = .some(nil)
let outerNil: Int?? = nil
print(value as Any, innerNil as Any, outerNil as Any)
print(innerNil == nil, outerNil == nil)
for candidate in [value, innerNil, outerNil] {
    switch candidate {
    case .some(.some(let n)): print("value", n)
    case .some(.none): print("inner nil")
    case .none: print("outer nil")
    }
}
let middleNames: [String: String?] = ["ada": nil, "ben": "lee"]
print(middleNames["ada"] as Any, middleNames["zoe"] as Any)

// expect: Optional(Optional(3)) Optional(nil) nil
// expect: false true
// expect: value 3
// expect: inner nil
// expect: outer nil
// expect: Optional(nil) nil
