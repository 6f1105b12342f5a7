// Apple docs style (ReferenceWritableKeyPath): binding-like setters on class instances through key paths
final class Settings {
    var volume = 5
    var brightness = 70
    var theme = "light"
    var changes: [String] = []
}

struct Binding<Root: AnyObject, Value> {
    let object: Root
    let key: ReferenceWritableKeyPath<Root, Value>
    var value: Value {
        get { object[keyPath: key] }
        nonmutating set { object[keyPath: key] = newValue }
    }
}

let settings = Settings()
let volume = Binding(object: settings, key: \.volume)
let theme = Binding(object: settings, key: \.theme)
print("volume:", volume.value, "theme:", theme.value)
volume.value = 9          // no `var` needed: writes go into the shared object
theme.value = "dark"
print("settings now:", settings.volume, settings.theme)

func assign<T: AnyObject, V>(_ value: V, to key: ReferenceWritableKeyPath<T, V>, on object: T) {
    object[keyPath: key] = value
}
assign(30, to: \Settings.brightness, on: settings)
print("brightness:", settings.brightness)

// A tiny observer that records every write made through it.
final class Observed<T: AnyObject> {
    let target: T
    private(set) var log: [String] = []
    init(_ target: T) { self.target = target }
    func set<V>(_ key: ReferenceWritableKeyPath<T, V>, _ value: V, label: String) {
        let old = target[keyPath: key]
        target[keyPath: key] = value
        log.append("\(label): \(old) -> \(value)")
    }
}
let observed = Observed(settings)
observed.set(\.volume, 2, label: "volume")
observed.set(\.theme, "sepia", label: "theme")
observed.set(\.volume, 3, label: "volume")
for line in observed.log { print(line) }

// WritableKeyPath on a class root is also a ReferenceWritableKeyPath.
let kp: WritableKeyPath<Settings, Int> = \Settings.volume
print("is ReferenceWritable:", kp is ReferenceWritableKeyPath<Settings, Int>)
let ro: KeyPath<Settings, Int> = \Settings.brightness
print("read-only path on class is ReferenceWritable:", ro is ReferenceWritableKeyPath<Settings, Int>)

final class Counter { var hits = 0 }
let counters = [Counter(), Counter(), Counter()]
let hitsKey = \Counter.hits
for (i, c) in counters.enumerated() {
    for _ in 0...i { c[keyPath: hitsKey] += 1 }
}
print("hits:", counters.map(\.hits))
let alias = counters[0]
alias[keyPath: hitsKey] = 100
print("after alias write:", counters[0].hits)
struct Holder { let box: Counter }
let h = Holder(box: Counter())
h[keyPath: \.box.hits] = 7          // works through a let struct because the last step is a class
print("through let struct:", h.box.hits)

// expect: volume: 5 theme: light
// expect: settings now: 9 dark
// expect: brightness: 30
// expect: volume: 9 -> 2
// expect: theme: dark -> sepia
// expect: volume: 2 -> 3
// expect: is ReferenceWritable: true
// expect: read-only path on class is ReferenceWritable: true
// expect: hits: [1, 2, 3]
// expect: after alias write: 100
// expect: through let struct: 7
