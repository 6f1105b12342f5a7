// Swift compiler execution test style (Optional API): guard-let shadowing, unwrapping with if let shorthand, Optional as a generic enum with extensions, and implicitly unwrapped optionals
func describe(_ x: Int?) -> String {
    guard let x else { return "nothing" }
    return "got \(x)"
}
print(describe(3), describe(nil))
var name: String? = "swift"
if let name { print(name.uppercased()) }
if var name { name += "!"; print(name) }
print(name!)

extension Optional {
    var isSome: Bool { self != nil }
    func or(_ d: Wrapped) -> Wrapped { self ?? d }
}
extension Optional where Wrapped == String {
    var orEmpty: String { self ?? "" }
}
let maybe: Int? = nil
print(maybe.isSome, Optional(1).isSome, maybe.or(9), (nil as String?).orEmpty.count)

func firstEven(_ xs: [Int]) -> Int? { xs.first { $0 % 2 == 0 } }
let r = firstEven([1, 3, 4, 6])
switch r {
case .some(let v): print("some", v)
case .none: print("none")
}
print(Optional<Int>.none as Any, Optional.some("x") as Any)

var iuo: Int! = 5
let plus: Int = iuo + 1
print(plus, iuo as Any)
iuo = nil
print(iuo == nil, iuo as Any)
let strs: [String?] = ["a", nil, "c"]
print(strs.map { $0 ?? "_" }.joined())
print(strs.compactMap { $0?.uppercased() })
var cache: [Int: String] = [:]
func lookup(_ k: Int) -> String {
    if let hit = cache[k] { return "hit \(hit)" }
    cache[k] = String(k * k)
    return "miss"
}
print(lookup(3), lookup(3), lookup(4), cache.keys.sorted())
let chained = Optional(Optional(Optional(1)))
print(chained as Any)
print(Int("x").map { $0 + 1 } ?? Int("12").map { $0 + 1 } ?? 0)
let emptyOpt: [Int]? = []
print(emptyOpt?.isEmpty == true, emptyOpt?.first as Any)

// expect: got 3 nothing
// expect: SWIFT
// expect: swift!
// expect: swift
// expect: false true 9 0
// expect: some 4
// expect: nil Optional("x")
// expect: 6 Optional(5)
// expect: true nil
// expect: a_c
// expect: ["A", "C"]
// expect: miss hit 9 miss [3, 4]
// expect: Optional(Optional(Optional(1)))
// expect: 13
// expect: true nil
