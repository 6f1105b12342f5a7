// Apple docs style (CustomReflectable / Mirror): controlling what dump and Mirror show
struct Account {
    let owner: String
    let balance: Int
    let pin: String
}

struct SafeAccount: CustomReflectable {
    let owner: String
    let balance: Int
    let pin: String
    var customMirror: Mirror {
        Mirror(self, children: ["owner": owner, "balance": balance, "pin": "****"], displayStyle: .struct)
    }
}

let a = Account(owner: "Lee", balance: 120, pin: "4321")
let s = SafeAccount(owner: "Lee", balance: 120, pin: "4321")
print("-- dump Account --")
dump(a)
print("-- dump SafeAccount --")
dump(s)

let mirror = Mirror(reflecting: a)
print("displayStyle:", String(describing: mirror.displayStyle!))
print("children:", mirror.children.count)
for child in mirror.children {
    print("  \(child.label ?? "?") = \(child.value)")
}
let safeLabels = Mirror(reflecting: s).children.map { "\($0.label!)=\($0.value)" }
print("safe children:", safeLabels)

enum Shape {
    case circle(radius: Double)
    case rect(w: Int, h: Int)
}
print("-- dump enum --")
dump(Shape.rect(w: 2, h: 3))
let em = Mirror(reflecting: Shape.circle(radius: 1.5))
print("enum style:", String(describing: em.displayStyle!), "child label:", em.children.first!.label!)

class Base { var id = 1 }
class Derived: Base { var tag = "d" }
let d = Derived()
let dm = Mirror(reflecting: d)
print("derived children:", dm.children.map { $0.label! }, "super children:", dm.superclassMirror!.children.map { $0.label! })

print("-- dump array & tuple --")
dump([1, 2])
dump((x: 1, y: "y"))
print("-- dump optional --")
let maybe: Int? = 9
dump(maybe)
print("mirror of tuple style:", String(describing: Mirror(reflecting: (1, 2)).displayStyle!))

// expect: -- dump Account --
// expect: ▿ main.Account
// expect:   - owner: "Lee"
// expect:   - balance: 120
// expect:   - pin: "4321"
// expect: -- dump SafeAccount --
// expect: ▿ main.SafeAccount
// expect:   - owner: "Lee"
// expect:   - balance: 120
// expect:   - pin: "****"
// expect: displayStyle: struct
// expect: children: 3
// expect:   owner = Lee
// expect:   balance = 120
// expect:   pin = 4321
// expect: safe children: ["owner=Lee", "balance=120", "pin=****"]
// expect: -- dump enum --
// expect: ▿ main.Shape.rect
// expect:   ▿ rect: (2 elements)
// expect:     - w: 2
// expect:     - h: 3
// expect: enum style: enum child label: circle
// expect: derived children: ["tag"] super children: ["id"]
// expect: -- dump array & tuple --
// expect: ▿ 2 elements
// expect:   - 1
// expect:   - 2
// expect: ▿ (2 elements)
// expect:   - x: 1
// expect:   - y: "y"
// expect: -- dump optional --
// expect: ▿ Optional(9)
// expect:   - some: 9
// expect: mirror of tuple style: tuple
