// optional-api
// expected output: swiftc 6.3.1 (Linux), run on this machine

struct User {
    var name: String
    var email: String?
    var manager: Box?
}
final class Box { var user: User; init(_ u: User) { user = u } }

let inputs = ["12", "x", "", "-4", "007"]
let parsed = inputs.map { Int($0) }
print(parsed)
print(parsed.compactMap { $0 }, parsed.compactMap { $0 }.reduce(0, +))
print(parsed.map { $0.map { $0 * 2 } })
print(parsed.map { $0.flatMap { $0 > 0 ? String($0) : nil } ?? "-" })
print(parsed.map { $0 ?? 0 }, parsed.first!! + 1)
let maybe: Int? = nil
print(maybe ?? parsed[3] ?? 99, (maybe ?? 5) * 2)
var counter: Int? = 3
counter? += 1
print(counter as Any)
counter = nil
counter? += 1
print(counter as Any, counter == nil)
let boss = User(name: "Kim", email: "kim@corp", manager: nil)
let dev = User(name: "Lee", email: nil, manager: Box(boss))
for u in [boss, dev] {
    print(u.name, u.email ?? "no email", u.manager?.user.name ?? "no manager", u.manager?.user.email?.count as Any)
}
if let m = dev.manager, let e = m.user.email, e.contains("@") {
    print("manager mail domain:", e.split(separator: "@")[1])
}
func firstEven(_ xs: [Int]) -> Int? {
    for case let x in xs where x % 2 == 0 { return x }
    return nil
}
guard let fe = firstEven([3, 5, 8, 9]) else { fatalError() }
print(fe, firstEven([1]) as Any)
func lookupNested(_ d: [String: Int?], _ k: String) -> Int?? { d[k] }
switch lookupNested(["k": nil], "k") {
case .some(.some(let v)): print("value", v)
case .some(.none): print("inner nil")
case .none: print("outer nil")
}
let pairs: [String: Int?] = ["a": 1, "b": nil]
print(pairs["a"] as Any, pairs["b"] as Any, pairs["c"] as Any)
if case let v?? = pairs["a"] { print("double unwrap", v) }
let opts: [Int?] = [4, nil, 6]
for case let v? in opts { print("got", v) }
print(opts.contains(nil), opts.filter { $0 != nil }.count)
var name: String? = "swift"
print(name?.uppercased() as Any, name?.first as Any, name.map(\.count) as Any)
if var n = name { n += "!"; print(n) }
name = nil
print(name?.uppercased() as Any, String(describing: name))
let x: Int? = 5, y: Int? = 7
if let x, let y { print("sum", x + y) }
print(Optional(3) == 3, Optional<Int>.none == nil, (nil as Int?) ?? -1)
print([3, 1, 2].min().map { "min \($0)" } ?? "empty", [Int]().max() as Any)
print(Int("8").flatMap { $0 > 5 ? $0 : nil } as Any, Optional("a").map { $0 + "b" }!)
let unwrappedAll = Optional(Optional(Optional(1)))
print(unwrappedAll as Any, unwrappedAll!!!)

// expect: [Optional(12), nil, nil, Optional(-4), Optional(7)]
// expect: [12, -4, 7] 15
// expect: [Optional(24), nil, nil, Optional(-8), Optional(14)]
// expect: ["12", "-", "-", "-", "7"]
// expect: [12, 0, 0, -4, 7] 13
// expect: -4 10
// expect: Optional(4)
// expect: nil true
// expect: Kim kim@corp no manager nil
// expect: Lee no email Kim Optional(8)
// expect: manager mail domain: corp
// expect: 8 nil
// expect: inner nil
// expect: Optional(Optional(1)) Optional(nil) nil
// expect: double unwrap 1
// expect: got 4
// expect: got 6
// expect: true 2
// expect: Optional("SWIFT") Optional("s") Optional(5)
// expect: swift!
// expect: nil nil
// expect: sum 12
// expect: true true -1
// expect: min 1 nil
// expect: Optional(8) ab
// expect: Optional(Optional(Optional(1))) 1
