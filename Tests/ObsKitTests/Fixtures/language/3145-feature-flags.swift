// App code style: feature flag service with protocol default implementations and a mockable provider
protocol FlagProvider {
    func value(for key: String) -> Bool?
    var name: String { get }
}

extension FlagProvider {
    var name: String { String(describing: type(of: self)) }
    func isEnabled(_ key: String, default fallback: Bool = false) -> Bool {
        value(for: key) ?? fallback
    }
}

struct RemoteFlags: FlagProvider {
    let values: [String: Bool]
    func value(for key: String) -> Bool? { values[key] }
}

struct LocalOverrides: FlagProvider {
    var overrides: [String: Bool] = [:]
    let name = "Overrides"
    func value(for key: String) -> Bool? { overrides[key] }
}

struct FlagService {
    let providers: [FlagProvider]

    func isEnabled(_ key: String) -> Bool {
        for provider in providers {
            if let value = provider.value(for: key) {
                print("  \(key) resolved by \(provider.name)")
                return value
            }
        }
        print("  \(key) fell back to default")
        return false
    }
}

var local = LocalOverrides()
local.overrides["newCheckout"] = true
let remote = RemoteFlags(values: ["newCheckout": false, "darkMode": true, "betaSearch": false])
let service = FlagService(providers: [local, remote])

for key in ["newCheckout", "darkMode", "betaSearch", "widgets"] {
    print("\(key): \(service.isEnabled(key))")
}
print("remote widgets default true: \(remote.isEnabled("widgets", default: true))")
print(service.providers.map(\.name))
// expect:   newCheckout resolved by Overrides
// expect: newCheckout: true
// expect:   darkMode resolved by RemoteFlags
// expect: darkMode: true
// expect:   betaSearch resolved by RemoteFlags
// expect: betaSearch: false
// expect:   widgets fell back to default
// expect: widgets: false
// expect: remote widgets default true: true
// expect: ["Overrides", "RemoteFlags"]
