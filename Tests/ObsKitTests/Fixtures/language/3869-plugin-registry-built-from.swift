// App code style: plugin registry built from metatypes with required initializers and capabilities
struct Capabilities: OptionSet, CustomStringConvertible {
    let rawValue: Int
    static let read = Capabilities(rawValue: 1)
    static let write = Capabilities(rawValue: 2)
    static let network = Capabilities(rawValue: 4)
    var description: String {
        [(Capabilities.read, "r"), (.write, "w"), (.network, "n")].map { contains($0.0) ? $0.1 : "-" }.joined()
    }
}

class Extension {
    class var name: String { "base" }
    class var needs: Capabilities { [] }
    let config: [String: String]
    required init(config: [String: String]) { self.config = config }
    func run(_ input: [Int]) -> [Int] { input }
}
final class Doubler: Extension {
    override class var name: String { "doubler" }
    override func run(_ input: [Int]) -> [Int] { input.map { $0 * 2 } }
}
final class Filter: Extension {
    override class var name: String { "filter" }
    override class var needs: Capabilities { [.read] }
    override func run(_ input: [Int]) -> [Int] {
        let min = Int(config["min"] ?? "0") ?? 0
        return input.filter { $0 >= min }
    }
}
final class Uploader: Extension {
    override class var name: String { "uploader" }
    override class var needs: Capabilities { [.read, .network] }
    override func run(_ input: [Int]) -> [Int] { print("  uploading \(input.count) values"); return input }
}

struct Host {
    let granted: Capabilities
    private var types: [String: Extension.Type] = [:]
    init(granted: Capabilities) { self.granted = granted }
    mutating func install(_ t: Extension.Type) -> String {
        guard granted.isSuperset(of: t.needs) else { return "denied \(t.name) (needs \(t.needs), granted \(granted))" }
        types[t.name] = t
        return "installed \(t.name)"
    }
    func pipeline(_ names: [String], config: [String: String]) -> ([Int]) -> [Int] {
        let exts = names.compactMap { types[$0]?.init(config: config) }
        return { input in exts.reduce(input) { $1.run($0) } }
    }
    var installed: [String] { types.keys.sorted() }
}

var host = Host(granted: [.read, .write])
for t in [Doubler.self, Filter.self, Uploader.self] as [Extension.Type] { print(host.install(t)) }
print(host.installed)
let p = host.pipeline(["filter", "doubler", "uploader"], config: ["min": "3"])
print(p([1, 5, 2, 8, 3]))
var open = Host(granted: [.read, .write, .network])
_ = [Uploader.self, Doubler.self].map { open.install($0) }
print(open.pipeline(["doubler", "uploader", "doubler"], config: [:])([1, 2]))
print(Capabilities.network.union(.write), Capabilities(rawValue: 7))
// expect: installed doubler
// expect: installed filter
// expect: denied uploader (needs r-n, granted rw-)
// expect: ["doubler", "filter"]
// expect: [10, 16, 6]
// expect:   uploading 2 values
// expect: [4, 8]
// expect: -wn rwn
