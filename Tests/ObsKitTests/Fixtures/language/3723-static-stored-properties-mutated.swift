// Compiler test style: static stored properties mutated through types and instances
struct IDGen {
    static var next = 1
    static var issued: [Int] = []
    let id: Int
    init() {
        id = IDGen.next
        IDGen.next += 1
        Self.issued.append(id)
    }
    static func reset() { next = 100; issued.removeAll() }
}

let a = IDGen(), b = IDGen(), c = IDGen()
print(a.id, b.id, c.id, IDGen.next, IDGen.issued)
IDGen.reset()
let d = IDGen()
print(d.id, IDGen.issued)

final class Registry {
    static var shared = Registry()
    var names: [String] = []
    static var counts: [String: Int] = [:]
}
Registry.shared.names.append("alpha")
Registry.shared.names.append("beta")
Registry.counts["alpha", default: 0] += 2
Registry.counts["beta"] = 1
Registry.counts["alpha"]! *= 5
print(Registry.shared.names)
print(Registry.counts.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })
let old = Registry.shared
Registry.shared = Registry()
print(old.names.count, Registry.shared.names.count)

enum Config {
    static var flags: (debug: Bool, level: Int) = (false, 1)
}
Config.flags.level += 2
Config.flags.debug.toggle()
print(Config.flags.debug, Config.flags.level)

struct Bounded {
    static var maximum = 10 { didSet { print("max changed \(oldValue) -> \(maximum)") } }
}
Bounded.maximum += 5
Bounded.maximum = Bounded.maximum * 2
print(Bounded.maximum)
// expect: 1 2 3 4 [1, 2, 3]
// expect: 100 [100]
// expect: ["alpha", "beta"]
// expect: ["alpha=10", "beta=1"]
// expect: 2 0
// expect: true 3
// expect: max changed 10 -> 15
// expect: max changed 15 -> 30
// expect: 30
