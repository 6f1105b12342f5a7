// The Basics: Optional map/flatMap, comparing optionals with ==, optional chaining on a value, unwrapping with switch.
// expected output: swiftc 6.3.1 (Linux), run on this machine
struct Profile {
    var nickname: String?
    var age: Int?
}
let profiles = [Profile(nickname: "zed", age: 31), Profile(nickname: nil, age: 8), Profile(nickname: "", age: nil)]
for p in profiles {
    let shout = p.nickname.map { $0.uppercased() }
    let initial = p.nickname.flatMap { $0.first }
    let decade = p.age.map { $0 / 10 * 10 }
    print(shout as Any, initial as Any, decade as Any)
}
let a: Int? = 4
let b: Int? = nil
print(a == 4, b == nil, a != b, a == Optional(4))
print(a.map(String.init) ?? "none", b.map(String.init) ?? "none")
switch a {
case .some(let v) where v > 3: print("big", v)
case .some(let v): print("small", v)
case .none: print("nothing")
}
switch b {
case nil: print("b is nil")
case let v?: print("b is", v)
}
if case let x? = a { print("a holds", x) }
let lengths = profiles.compactMap { $0.nickname?.count }
print(lengths)
let firstAdult = profiles.first { ($0.age ?? 0) >= 18 }?.nickname
print(firstAdult as Any)
var maybeList: [Int]? = [1, 2]
maybeList?.append(3)
print(maybeList?.count as Any, maybeList ?? [])

// expect: Optional("ZED") Optional("z") Optional(30)
// expect: nil nil Optional(0)
// expect: Optional("") nil nil
// expect: true true true true
// expect: 4 none
// expect: big 4
// expect: b is nil
// expect: a holds 4
// expect: [3, 0]
// expect: Optional("zed")
// expect: Optional(3) [1, 2, 3]
