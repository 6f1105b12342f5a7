// Swift book style (protocol-typed class hierarchy): a class-only protocol with a default extension, base-class conformance inherited by subclasses
protocol Describable: AnyObject {
    var label: String { get }
    func describe() -> String
}
extension Describable {
    func describe() -> String { "<\(label)>" }
    func shout() -> String { describe().uppercased() }
}

class Gadget: Describable {
    var label: String { "gadget" }
    var power: Int
    init(power: Int) { self.power = power }
}

class Phone: Gadget {
    override var label: String { "phone \(power)W" }
    func describe() -> String { "Phone: " + label }
}

class Watch: Gadget {
    override var label: String { "watch" }
}

protocol Chargeable: Gadget {
    func charge() -> String
}
extension Phone: Chargeable {
    func charge() -> String { "charging \(label)" }
}

let items: [Describable] = [Gadget(power: 1), Phone(power: 20), Watch(power: 2)]
for item in items {
    print(item.label, "|", item.describe(), "|", item.shout())
}
let phone = Phone(power: 15)
print(phone.describe())
let viaProtocol: Describable = phone
print(viaProtocol.describe())
let chargers: [Chargeable] = [phone, Phone(power: 5)]
print(chargers.map { $0.charge() })
print(chargers[0] === phone, items.contains { $0 === phone })
print(items.compactMap { $0 as? Gadget }.map(\.power).reduce(0, +))

// expect: gadget | <gadget> | <GADGET>
// expect: phone 20W | <phone 20W> | <PHONE 20W>
// expect: watch | <watch> | <WATCH>
// expect: Phone: phone 15W
// expect: <phone 15W>
// expect: ["charging phone 15W", "charging phone 5W"]
// expect: true false
// expect: 23
