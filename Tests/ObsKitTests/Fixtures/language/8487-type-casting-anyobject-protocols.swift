// Swift book style (Type Casting): checking protocol conformance with is and as?, AnyObject arrays, and identity with ===
protocol Rechargeable {
    var percent: Int { get set }
}
protocol Wearable {}

class Gadget {
    let model: String
    init(model: String) { self.model = model }
}
final class Watch: Gadget, Rechargeable, Wearable {
    var percent = 40
}
final class Lamp: Gadget {}
final class Earbuds: Gadget, Rechargeable, Wearable {
    var percent = 90
}
struct Ring: Wearable {
    let size: Int
}

let drawer: [AnyObject] = [Watch(model: "W2"), Lamp(model: "L1"), Earbuds(model: "E5"), Watch(model: "W3")]

for obj in drawer {
    let name = (obj as? Gadget)?.model ?? "?"
    let kinds = [
        obj is Rechargeable ? "rechargeable" : nil,
        obj is Wearable ? "wearable" : nil,
    ].compactMap { $0 }
    print(name, kinds.isEmpty ? "plain" : kinds.joined(separator: "+"))
}

// charge everything that can be charged
for obj in drawer {
    if var battery = obj as? Rechargeable {
        battery.percent = min(100, battery.percent + 30)
    }
}
let levels = drawer.compactMap { ($0 as? Rechargeable)?.percent }
print("levels:", levels)

let wearables: [Any] = [Ring(size: 7), drawer[0], "scarf", drawer[2]]
let wearCount = wearables.filter { $0 is Wearable }.count
print("wearable items:", wearCount)

let firstWatch = drawer[0]
let sameOne = drawer.first { $0 is Watch }!
print("identical:", firstWatch === sameOne, firstWatch === drawer[3])

if let w = drawer.last as? Watch, let g = drawer.first as? Gadget {
    print("last watch \(w.model), first gadget \(g.model)")
}

let gadgets = drawer.compactMap { $0 as? Gadget }
let names = gadgets.map { "\(type(of: $0)):\($0.model)" }
print(names.sorted())
print(gadgets.contains { $0 is Lamp }, gadgets.allSatisfy { $0 is Rechargeable })

// expect: W2 rechargeable+wearable
// expect: L1 plain
// expect: E5 rechargeable+wearable
// expect: W3 rechargeable+wearable
// expect: levels: [70, 100, 70]
// expect: wearable items: 3
// expect: identical: true false
// expect: last watch W3, first gadget W2
// expect: ["Earbuds:E5", "Lamp:L1", "Watch:W2", "Watch:W3"]
// expect: true false
