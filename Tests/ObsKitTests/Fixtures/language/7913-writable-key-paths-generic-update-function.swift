// Sundell style (writable key paths): a generic update function and a setter-returning helper
struct Settings {
    var volume: Int = 5
    var username: String = "guest"
    var darkMode: Bool = false
}

func update<Root, Value>(_ root: inout Root, keyPath: WritableKeyPath<Root, Value>, to value: Value) {
    root[keyPath: keyPath] = value
}

func with<Root, Value>(_ keyPath: WritableKeyPath<Root, Value>, _ value: Value) -> (Root) -> Root {
    return { root in
        var copy = root
        copy[keyPath: keyPath] = value
        return copy
    }
}

var s = Settings()
print(s.volume, s.username, s.darkMode)
update(&s, keyPath: \.volume, to: 11)
update(&s, keyPath: \.username, to: "admin")
print(s.volume, s.username, s.darkMode)

let makeDark: (Settings) -> Settings = with(\.darkMode, true)
let quiet: (Settings) -> Settings = with(\.volume, 1)
let t = quiet(makeDark(s))
print(t.volume, t.username, t.darkMode)
print(s.volume, s.darkMode)

let kp: WritableKeyPath<Settings, Int> = \.volume
s[keyPath: kp] += 4
print(s[keyPath: kp])
// expect: 5 guest false
// expect: 11 admin false
// expect: 1 admin true
// expect: 11 false
// expect: 15
