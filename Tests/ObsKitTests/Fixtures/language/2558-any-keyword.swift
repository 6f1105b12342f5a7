// Swift Evolution style (SE-0335): explicit `any` for existential types and existential metatypes
protocol Plugin {
    static var pluginName: String { get }
    init()
    func run(_ input: Int) -> Int
}

struct Doubler: Plugin {
    static var pluginName: String { "doubler" }
    func run(_ input: Int) -> Int { input * 2 }
}

struct Negator: Plugin {
    static var pluginName: String { "negator" }
    func run(_ input: Int) -> Int { -input }
}

class BasePlugin: Plugin {
    class var pluginName: String { "base" }
    required init() {}
    func run(_ input: Int) -> Int { input }
}

final class Squarer: BasePlugin {
    override class var pluginName: String { "squarer" }
    override func run(_ input: Int) -> Int { input * input }
}

let registry: [any Plugin.Type] = [Doubler.self, Negator.self, Squarer.self, BasePlugin.self]
var pipelineValue = 3
for kind in registry {
    let instance: any Plugin = kind.init()
    pipelineValue = instance.run(pipelineValue)
    print("\(kind.pluginName) -> \(pipelineValue)")
}

let protocolMeta: (any Plugin).Type = (any Plugin).self
print(protocolMeta)
print(type(of: registry[0]))

func lookup(_ name: String) -> (any Plugin)? {
    for kind in registry where kind.pluginName == name {
        return kind.init()
    }
    return nil
}

if let p = lookup("negator") {
    print(type(of: p), p.run(10))
}
print(lookup("missing") == nil)

let optionalPlugins: [(any Plugin)?] = [Doubler(), nil, Squarer()]
let compacted = optionalPlugins.compactMap { $0 }
print(compacted.map { $0.run(4) })

let asAny: Any = Negator()
if let p = asAny as? any Plugin {
    print("cast ok", p.run(5))
}
let metaAny: Any.Type = Squarer.self
print(metaAny is any Plugin.Type, metaAny is BasePlugin.Type, metaAny is Doubler.Type)
// expect: doubler -> 6
// expect: negator -> -6
// expect: squarer -> 36
// expect: base -> 36
// expect: Plugin
// expect: Doubler.Type
// expect: Negator -10
// expect: true
// expect: [8, 16]
// expect: cast ok -5
// expect: true true false
