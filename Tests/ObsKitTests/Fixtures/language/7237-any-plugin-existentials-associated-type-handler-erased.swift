// App architecture style (plugin registry): any Plugin existentials with an associated-type handler erased through AnyHandler<Input>
protocol Handler {
    associatedtype Input
    func handle(_ input: Input) -> String?
}

struct AnyHandler<Input>: Handler {
    private let body: (Input) -> String?
    let name: String
    init<H: Handler>(_ handler: H, name: String) where H.Input == Input {
        body = handler.handle
        self.name = name
    }
    func handle(_ input: Input) -> String? { body(input) }
}

struct PrefixHandler: Handler {
    let prefix: String
    func handle(_ input: String) -> String? { input.hasPrefix(prefix) ? "prefix \(prefix) in \(input)" : nil }
}
struct LengthHandler: Handler {
    let limit: Int
    func handle(_ input: String) -> String? { input.count > limit ? "long (\(input.count))" : nil }
}

protocol Plugin {
    var id: String { get }
    var priority: Int { get }
    func makeHandler() -> AnyHandler<String>
}
extension Plugin {
    var priority: Int { 0 }
}

struct SlashPlugin: Plugin {
    let id = "slash"
    var priority: Int { 10 }
    func makeHandler() -> AnyHandler<String> { AnyHandler(PrefixHandler(prefix: "/"), name: "slash-handler") }
}
struct LengthPlugin: Plugin {
    let id = "length"
    func makeHandler() -> AnyHandler<String> { AnyHandler(LengthHandler(limit: 8), name: "length-handler") }
}

final class Registry {
    private var plugins: [String: any Plugin] = [:]
    func install(_ p: some Plugin) { plugins[p.id] = p }
    func uninstall(_ id: String) -> Bool { plugins.removeValue(forKey: id) != nil }
    var ordered: [any Plugin] {
        plugins.values.sorted { ($0.priority, $0.id) > ($1.priority, $1.id) }
    }
    func run(_ input: String) -> [String] {
        ordered.map { p in
            let h = p.makeHandler()
            return "\(h.name): \(h.handle(input) ?? "pass")"
        }
    }
}

let registry = Registry()
registry.install(LengthPlugin())
registry.install(SlashPlugin())
print(registry.ordered.map(\.id))
for input in ["/help", "hello", "/very-long-command", "a sentence here"] {
    print(input, "=>", registry.run(input).joined(separator: "; "))
}
print("removed slash:", registry.uninstall("slash"), "again:", registry.uninstall("slash"))
print(registry.run("/x"))

// expect: ["slash", "length"]
// expect: /help => slash-handler: prefix / in /help; length-handler: pass
// expect: hello => slash-handler: pass; length-handler: pass
// expect: /very-long-command => slash-handler: prefix / in /very-long-command; length-handler: long (18)
// expect: a sentence here => slash-handler: pass; length-handler: long (15)
// expect: removed slash: true again: false
// expect: ["length-handler: pass"]
