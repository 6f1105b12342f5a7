// App architecture style (feature flags): a protocol-typed flag provider chain with defaults, overrides and a generic typed key
struct FlagKey<Value> {
    let name: String
    let defaultValue: Value
}

protocol FlagProvider {
    var label: String { get }
    func value(for name: String) -> Any?
}

struct DictionaryProvider: FlagProvider {
    let label: String
    var values: [String: Any]
    func value(for name: String) -> Any? { values[name] }
}

final class FlagService {
    private var providers: [any FlagProvider]
    private(set) var lookups: [String] = []
    init(providers: [any FlagProvider]) { self.providers = providers }

    func prepend(_ p: some FlagProvider) { providers.insert(p, at: 0) }

    subscript<Value>(key: FlagKey<Value>) -> Value {
        for p in providers {
            if let v = p.value(for: key.name) as? Value {
                lookups.append("\(key.name)@\(p.label)")
                return v
            }
        }
        lookups.append("\(key.name)@default")
        return key.defaultValue
    }
}

extension FlagKey where Value == Bool {
    static var newOnboarding: FlagKey<Bool> { FlagKey(name: "new_onboarding", defaultValue: false) }
    static var darkMode: FlagKey<Bool> { FlagKey(name: "dark_mode", defaultValue: true) }
}
extension FlagKey where Value == Int {
    static var maxUploads: FlagKey<Int> { FlagKey(name: "max_uploads", defaultValue: 3) }
}
extension FlagKey where Value == String {
    static var theme: FlagKey<String> { FlagKey(name: "theme", defaultValue: "classic") }
}

let remote = DictionaryProvider(label: "remote", values: ["new_onboarding": true, "max_uploads": 10, "theme": 42])
let local = DictionaryProvider(label: "local", values: ["theme": "ocean"])
let flags = FlagService(providers: [remote, local])

func snapshot(_ step: String) {
    print(step, flags[.newOnboarding], flags[.darkMode], flags[.maxUploads], flags[.theme])
}
snapshot("start:")
flags.prepend(DictionaryProvider(label: "debug", values: ["dark_mode": false, "max_uploads": 1]))
snapshot("debug:")
flags.prepend(DictionaryProvider(label: "qa", values: ["theme": "contrast", "new_onboarding": "yes"]))
snapshot("qa:")
print(flags.lookups.suffix(4).joined(separator: " "))
print("total lookups:", flags.lookups.count)

// expect: start: true true 10 ocean
// expect: debug: true false 1 ocean
// expect: qa: true false 1 contrast
// expect: new_onboarding@remote dark_mode@debug max_uploads@debug theme@qa
// expect: total lookups: 12
