// guard let / if let shadowing (including the `if let x` shorthand), scope of bindings, nested optionals
struct User { var name: String?; var manager: Box? }
final class Box { var user: User?; init(_ u: User?) { user = u } }

func describe(_ user: User?) -> String {
    guard let user else { return "no user" }
    guard let name = user.name, !name.isEmpty else { return "nameless" }
    let manager = user.manager?.user?.name
    guard let manager else { return "\(name) (no manager)" }
    return "\(name) reports to \(manager)"
}
print(describe(nil))
print(describe(User(name: "", manager: nil)))
print(describe(User(name: "Ann", manager: nil)))
print(describe(User(name: "Ann", manager: Box(User(name: "Zed", manager: nil)))))
print(describe(User(name: "Ann", manager: Box(nil))))

let value: Int? = 5
if let value {
    let value = value * 2
    print("shadowed twice:", value)
}
print("outer:", value as Any)

func firstEven(_ xs: [Int]) -> Int? {
    for x in xs {
        guard x % 2 == 0 else { continue }
        return x
    }
    return nil
}
var text = "start"
if let text = Optional("inner") { print(text) }
print(text)
if let n = firstEven([1, 3, 8, 10]), let m = firstEven([7, 4]), n > m {
    print("both", n, m)
}
if var n = firstEven([5, 6]) {
    n += 100
    text = "changed \(n)"
}
print(text)
let nested: Int?? = .some(nil)
if let inner = nested { print("outer present, inner:", inner as Any) }
if let inner = nested, let v = inner { print("never", v) } else { print("inner nil") }
if case let v?? = Optional(Optional(3)) { print("double unwrap", v) }
let dict = ["a": 1, "b": 0]
for key in ["a", "b", "c"] {
    guard let v = dict[key] else { print(key, "missing"); continue }
    guard v != 0 else { print(key, "zero"); continue }
    print(key, "=", v)
}
func parse(_ s: String) -> Int {
    guard let n = Int(s) else { return -1 }
    return n
}
print(["12", "x", "-4"].map(parse))
var maybeText: String? = "hi"
while let t = maybeText { print("loop", t); maybeText = t.count < 4 ? t + "!" : nil }

// expect: no user
// expect: nameless
// expect: Ann (no manager)
// expect: Ann reports to Zed
// expect: Ann (no manager)
// expect: shadowed twice: 10
// expect: outer: Optional(5)
// expect: inner
// expect: start
// expect: both 8 4
// expect: changed 106
// expect: outer present, inner: nil
// expect: inner nil
// expect: double unwrap 3
// expect: a = 1
// expect: b zero
// expect: c missing
// expect: [12, -1, -4]
// expect: loop hi
// expect: loop hi!
// expect: loop hi!!
