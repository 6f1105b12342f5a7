// Compiler test style: CustomStringConvertible vs CustomDebugStringConvertible in print, debugPrint, interpolation and String(reflecting:)
struct Money: CustomStringConvertible, CustomDebugStringConvertible {
    let cents: Int
    var description: String { "$\(cents / 100).\(cents % 100 < 10 ? "0" : "")\(cents % 100)" }
    var debugDescription: String { "Money(cents: \(cents))" }
}

struct OnlyDebug: CustomDebugStringConvertible {
    let tag: String
    var debugDescription: String { "<debug \(tag)>" }
}

struct Plain { let x: Int; let name: String }

enum Status: CustomStringConvertible {
    case active, suspended(days: Int)
    var description: String {
        switch self {
        case .active: return "ACTIVE"
        case .suspended(let d): return "SUSPENDED(\(d)d)"
        }
    }
}

let m = Money(cents: 1205)
print(m)
debugPrint(m)
print("\(m)", String(describing: m), String(reflecting: m))
print([m, Money(cents: 7)])
debugPrint([m])
let om: Money? = m
print(om as Any)
print("\(String(describing: om))")
let d = OnlyDebug(tag: "t")
print(d, "\(d)")
print([d])
let p = Plain(x: 1, name: "n")
print(p, [p])
debugPrint(p)
print(Status.active, [Status.suspended(days: 3)], Optional(Status.active) as Any)
debugPrint("quoted", 5, Character("c"))
print(["k": m])
print((m, "s", d))
// expect: $12.05
// expect: Money(cents: 1205)
// expect: $12.05 $12.05 Money(cents: 1205)
// expect: [Money(cents: 1205), Money(cents: 7)]
// expect: [Money(cents: 1205)]
// expect: Optional(Money(cents: 1205))
// expect: Optional(Money(cents: 1205))
// expect: <debug t> <debug t>
// expect: [<debug t>]
// expect: Plain(x: 1, name: "n") [main.Plain(x: 1, name: "n")]
// expect: main.Plain(x: 1, name: "n")
// expect: ACTIVE [SUSPENDED(3d)] Optional(ACTIVE)
// expect: "quoted" 5 "c"
// expect: ["k": Money(cents: 1205)]
// expect: (Money(cents: 1205), "s", <debug t>)
