// Swift Evolution style (SE-0335 explicit existential any): a plugin registry
protocol Plugin {
    var id: String { get }
    func run(_ input: Int) -> Int
}

struct Doubler: Plugin {
    var id: String { "doubler" }
    func run(_ input: Int) -> Int { input * 2 }
}

struct Offset: Plugin {
    let amount: Int
    var id: String { "offset(\(amount))" }
    func run(_ input: Int) -> Int { input + amount }
}

final class Counter: Plugin {
    var calls = 0
    var id: String { "counter" }
    func run(_ input: Int) -> Int {
        calls += 1
        return input
    }
}

// `any Plugin` makes the boxing cost visible at the use site
struct Registry {
    private var plugins: [any Plugin] = []

    mutating func register(_ plugin: any Plugin) {
        plugins.append(plugin)
    }

    func apply(to value: Int) -> Int {
        plugins.reduce(value) { acc, plugin in plugin.run(acc) }
    }

    var ids: [String] { plugins.map(\.id) }

    func first(withPrefix prefix: String) -> (any Plugin)? {
        plugins.first { $0.id.hasPrefix(prefix) }
    }
}

let counter = Counter()
var registry = Registry()
registry.register(Doubler())
registry.register(Offset(amount: 3))
registry.register(counter)
registry.register(Offset(amount: -1))

print(registry.ids.joined(separator: " -> "))
for start in [0, 5, 10] {
    print("\(start) => \(registry.apply(to: start))")
}
print("counter ran \(counter.calls) times")

if let p = registry.first(withPrefix: "off") {
    print("found", p.id, "of type", type(of: p))
}
print(registry.first(withPrefix: "zzz") == nil)

// Metatypes: `any Plugin.Type` is the existential metatype
let kinds: [any Plugin.Type] = [Doubler.self, Offset.self, Counter.self]
print(kinds.map { "\($0)" }.joined(separator: ", "))

// `(any Plugin).Type` is the metatype of the existential itself
let boxType: (any Plugin).Type = (any Plugin).self
print(boxType)

// Class existentials compose with `any` too
let objectPlugin: any AnyObject & Plugin = counter
print(objectPlugin.id, objectPlugin === counter)

// expect: doubler -> offset(3) -> counter -> offset(-1)
// expect: 0 => 2
// expect: 5 => 12
// expect: 10 => 22
// expect: counter ran 3 times
// expect: found offset(3) of type Offset
// expect: true
// expect: Doubler, Offset, Counter
// expect: Plugin
// expect: counter true
