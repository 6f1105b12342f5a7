// Lazy stored properties and static properties: initialised on first access, once, in access order, with self available (expected output from swiftc 6.3.1 on Linux)
// known-gap: error: 9521-lazy-and-static-properties.swift:60:1: error: type 'Sub' has no member 'shared'
var order: [String] = []
func note(_ s: String) -> String { order.append(s); return s }

struct Report {
    let title: String
    lazy var header: String = note("header for \(title)")
    lazy var wordCount: Int = {
        order.append("count \(title)")
        return title.split(separator: " ").count
    }()
    init(title: String) { self.title = title; order.append("init \(title)") }
}
var r = Report(title: "Quarterly sales up")
print(order)
print(r.wordCount, r.wordCount)
print(r.header)
print(order)
var copy = r
copy.header = "custom"
print(r.header, "|", copy.header)

enum Registry {
    static var alpha: String = note("alpha")
    static let beta: String = note("beta")
    static var gamma: Int = { order.append("gamma"); return 7 }()
}
order.removeAll()
print(Registry.beta)
print(Registry.gamma + Registry.gamma)
Registry.alpha = "replaced"
print(Registry.alpha, order)

final class Heavy {
    static var instances = 0
    let id: Int
    init() { Heavy.instances += 1; id = Heavy.instances; print("  Heavy \(id) built") }
}
final class Owner {
    lazy var heavy = Heavy()
    lazy var label: String = "owner of heavy \(heavy.id)"
    lazy var maybe: Int? = nil
}
let o1 = Owner(), o2 = Owner()
print("owners made, instances:", Heavy.instances)
print(o2.label)
print(o1.heavy.id, o2.heavy.id, Heavy.instances)
o1.maybe = 3
print(o1.maybe as Any, o2.maybe as Any)

struct Config {
    static let shared = Config(name: "main")
    static var count: Int { order.count }
    let name: String
    static func make() -> Config { Config(name: "made#\(count)") }
}
print(Config.shared.name, Config.make().name)
class Base { class var tag: String { "base" }; static var shared = "one copy" }
class Sub: Base { override class var tag: String { "sub+" + super.tag } }
Sub.shared = "changed via Sub"
print(Base.tag, Sub.tag, Base.shared)

// expect: ["init Quarterly sales up"]
// expect: 3 3
// expect: header for Quarterly sales up
// expect: ["init Quarterly sales up", "count Quarterly sales up", "header for Quarterly sales up"]
// expect: header for Quarterly sales up | custom
// expect: beta
// expect: 14
// expect: replaced ["beta", "gamma", "alpha"]
// expect: owners made, instances: 0
// expect:   Heavy 1 built
// expect: owner of heavy 1
// expect:   Heavy 2 built
// expect: 2 1 2
// expect: Optional(3) nil
// expect: main made#3
// expect: base sub+base changed via Sub
