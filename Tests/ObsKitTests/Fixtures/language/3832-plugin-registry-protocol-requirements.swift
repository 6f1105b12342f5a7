// App code style: plugin registry with protocol requirements and priority ordering
protocol Plugin: AnyObject {
    static var identifier: String { get }
    var priority: Int { get }
    func process(_ input: String) -> String
}
extension Plugin {
    var priority: Int { 0 }
    var id: String { Self.identifier }
}

final class TrimPlugin: Plugin {
    static let identifier = "trim"
    var priority: Int { 10 }
    func process(_ input: String) -> String {
        String(input.drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
    }
}
final class UpperPlugin: Plugin {
    static let identifier = "upper"
    func process(_ input: String) -> String { input.uppercased() }
}
final class ExclaimPlugin: Plugin {
    static let identifier = "exclaim"
    var priority: Int { -5 }
    func process(_ input: String) -> String { input + "!" }
}

final class PluginRegistry {
    private var plugins: [String: Plugin] = [:]
    func register(_ p: Plugin) -> Bool {
        if plugins[p.id] != nil { return false }
        plugins[p.id] = p
        return true
    }
    func unregister(_ id: String) { plugins[id] = nil }
    var ordered: [Plugin] {
        plugins.values.sorted { ($0.priority, $0.id) > ($1.priority, $1.id) }
    }
    func run(_ s: String) -> String { ordered.reduce(s) { $1.process($0) } }
}

let reg = PluginRegistry()
print(reg.register(UpperPlugin()), reg.register(TrimPlugin()), reg.register(ExclaimPlugin()))
print(reg.register(UpperPlugin()))
print(reg.ordered.map { "\($0.id)(\($0.priority))" }.joined(separator: " -> "))
print("[\(reg.run("  hello plugins  "))]")
reg.unregister("trim")
print("[\(reg.run("  spaced "))]")
// expect: true true true
// expect: false
// expect: trim(10) -> upper(0) -> exclaim(-5)
// expect: [HELLO PLUGINS!]
// expect: [  SPACED !]
