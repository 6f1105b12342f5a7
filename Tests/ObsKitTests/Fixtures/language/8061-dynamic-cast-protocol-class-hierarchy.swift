// Compiler test style: dynamic casts with as?/as!/is across class hierarchies and protocol existentials
protocol Named { var name: String { get } }
protocol Priced { var price: Int { get } }

class Item: Named {
    let name: String
    init(name: String) { self.name = name }
}
class Tool: Item, Priced {
    let price: Int
    init(name: String, price: Int) { self.price = price; super.init(name: name) }
}
final class Hammer: Tool {
    init() { super.init(name: "hammer", price: 25) }
}
struct Coupon: Priced { let price: Int }

let things: [Any] = [Item(name: "rope"), Tool(name: "saw", price: 40), Hammer(), Coupon(price: -5), 42, "text"]

for (i, t) in things.enumerated() {
    var tags: [String] = []
    if t is Item { tags.append("Item") }
    if t is Tool { tags.append("Tool") }
    if t is Hammer { tags.append("Hammer") }
    if t is Named { tags.append("Named") }
    if t is Priced { tags.append("Priced") }
    if t is any Named & Priced { tags.append("Named&Priced") }
    print(i, tags.isEmpty ? "-" : tags.joined(separator: ","))
}

let named: [any Named] = things.compactMap { $0 as? any Named }
print("named:", named.map { $0.name })

let priced = things.compactMap { $0 as? any Priced }
print("total price:", priced.reduce(0) { $0 + $1.price })

// Downcast from a protocol existential to a concrete class
for n in named {
    if let tool = n as? Tool {
        print("\(n.name) is a tool costing \(tool.price)")
    } else {
        print("\(n.name) is not a tool")
    }
}

// Cast from one protocol to another
let p: any Priced = Hammer()
if let asNamed = p as? any Named {
    print("priced thing named", asNamed.name)
}
let c: any Priced = Coupon(price: 3)
print("coupon named?", (c as? any Named) == nil ? "no" : "yes")

// Forced cast succeeds on the right dynamic type
let base: Item = Hammer()
let forced = base as! Tool
print("forced:", forced.name, forced.price)
print("type(of:):", type(of: base))
print("metatype checks:", type(of: base) == Hammer.self, type(of: base) is Tool.Type, type(of: base) is Item.Type)

// Casting metatypes
let metas: [Any.Type] = [Item.self, Tool.self, Hammer.self, Coupon.self, Int.self]
for m in metas {
    print(m, m is Item.Type, m is any Priced.Type)
}

// expect: 0 Item,Named
// expect: 1 Item,Tool,Named,Priced,Named&Priced
// expect: 2 Item,Tool,Hammer,Named,Priced,Named&Priced
// expect: 3 Priced
// expect: 4 -
// expect: 5 -
// expect: named: ["rope", "saw", "hammer"]
// expect: total price: 60
// expect: rope is not a tool
// expect: saw is a tool costing 40
// expect: hammer is a tool costing 25
// expect: priced thing named hammer
// expect: coupon named? no
// expect: forced: hammer 25
// expect: type(of:): Hammer
// expect: metatype checks: true true true
// expect: Item true false
// expect: Tool true true
// expect: Hammer true true
// expect: Coupon false true
// expect: Int false false
