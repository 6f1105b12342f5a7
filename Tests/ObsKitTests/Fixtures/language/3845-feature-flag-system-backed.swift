// App code style: feature-flag system backed by property wrappers and a flag store
final class FlagStore {
    static let shared = FlagStore()
    private var overrides: [String: Bool] = [:]
    private(set) var reads: [String] = []
    func value(_ key: String, default d: Bool) -> Bool {
        reads.append(key)
        return overrides[key] ?? d
    }
    func set(_ key: String, _ v: Bool?) { overrides[key] = v }
}

@propertyWrapper
struct FeatureFlag {
    let key: String
    let defaultValue: Bool
    init(_ key: String, default d: Bool = false) { self.key = key; defaultValue = d }
    var wrappedValue: Bool {
        get { FlagStore.shared.value(key, default: defaultValue) }
        nonmutating set { FlagStore.shared.set(key, newValue) }
    }
    var projectedValue: String { "\(key) (default \(defaultValue))" }
}

@propertyWrapper
struct Clamped<V: Comparable> {
    private var value: V
    let range: ClosedRange<V>
    init(wrappedValue: V, _ range: ClosedRange<V>) { self.range = range; value = min(max(wrappedValue, range.lowerBound), range.upperBound) }
    var wrappedValue: V {
        get { value }
        set { value = min(max(newValue, range.lowerBound), range.upperBound) }
    }
}

struct Features {
    @FeatureFlag("new_checkout") var newCheckout: Bool
    @FeatureFlag("dark_mode", default: true) var darkMode: Bool
    @Clamped(0...100) var rolloutPercent: Int = 150

    func summary() -> String {
        "checkout=\(newCheckout) dark=\(darkMode) rollout=\(rolloutPercent)%"
    }
}

var f = Features()
print(f.summary())
print(f.$newCheckout, "|", f.$darkMode)
FlagStore.shared.set("new_checkout", true)
f.darkMode = false
f.rolloutPercent = -20
print(f.summary())
f.rolloutPercent = 42
FlagStore.shared.set("dark_mode", nil)
print(f.summary())
let reads = FlagStore.shared.reads
print(reads.count, Dictionary(grouping: reads, by: { $0 }).mapValues(\.count).sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })
// expect: checkout=false dark=true rollout=100%
// expect: new_checkout (default false) | dark_mode (default true)
// expect: checkout=true dark=false rollout=0%
// expect: checkout=true dark=true rollout=42%
// expect: 6 ["dark_mode=3", "new_checkout=3"]
