// App code style: typed feature flags with enum keys, generic defaults and override layers
protocol FlagValue { init?(raw: String); var raw: String { get } }
extension Bool: FlagValue { init?(raw: String) { self.init(raw) }; var raw: String { String(self) } }
extension Int: FlagValue { init?(raw: String) { self.init(raw) }; var raw: String { String(self) } }
extension String: FlagValue { init?(raw: String) { self = raw }; var raw: String { self } }

struct Flag<V: FlagValue> {
    let key: String
    let fallback: V
}

enum Flags {
    static let onboardingV2 = Flag(key: "onboarding_v2", fallback: false)
    static let maxUploads = Flag(key: "max_uploads", fallback: 3)
    static let theme = Flag(key: "theme", fallback: "light")
}

final class FlagProvider {
    private var layers: [(name: String, values: [String: String])] = []
    func push(_ name: String, _ values: [String: String]) { layers.insert((name, values), at: 0) }
    func pop() { if !layers.isEmpty { layers.removeFirst() } }

    subscript<V>(flag flag: Flag<V>) -> V { resolve(flag).value }

    func resolve<V>(_ flag: Flag<V>) -> (value: V, source: String) {
        for layer in layers {
            if let raw = layer.values[flag.key] {
                if let v = V(raw: raw) { return (v, layer.name) }
                print("  warning: bad value '\(raw)' for \(flag.key) in \(layer.name)")
            }
        }
        return (flag.fallback, "default")
    }
}

@propertyWrapper
struct Remote<V: FlagValue> {
    let flag: Flag<V>
    let provider: FlagProvider
    var wrappedValue: V { provider[flag: flag] }
}

let provider = FlagProvider()
func dump() {
    let a = provider.resolve(Flags.onboardingV2), b = provider.resolve(Flags.maxUploads), c = provider.resolve(Flags.theme)
    print("onboarding=\(a.value)(\(a.source)) uploads=\(b.value)(\(b.source)) theme=\(c.value)(\(c.source))")
}
dump()
provider.push("remote", ["onboarding_v2": "true", "max_uploads": "ten", "theme": "dark"])
dump()
provider.push("debug", ["max_uploads": "50"])
dump()
struct UploadScreen { @Remote(flag: Flags.maxUploads, provider: provider) var limit: Int }
print("screen limit:", UploadScreen().limit, provider[flag: Flags.theme].uppercased())
provider.pop(); provider.pop()
dump()
// expect: onboarding=false(default) uploads=3(default) theme=light(default)
// expect:   warning: bad value 'ten' for max_uploads in remote
// expect: onboarding=true(remote) uploads=3(default) theme=dark(remote)
// expect: onboarding=true(remote) uploads=50(debug) theme=dark(remote)
// expect: screen limit: 50 DARK
// expect: onboarding=false(default) uploads=3(default) theme=light(default)
