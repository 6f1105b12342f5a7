// A generic parameter used as a value: `T()` through an `init()` requirement, `T.self` printed, and a
// `T.Type` argument choosing what is made. Expected output from swiftc 6.3.1 on Linux.
protocol Defaultable { init(); var summary: String { get } }
struct Settings: Defaultable { var volume = 5; var summary: String { "volume \(volume)" } }
struct Profile: Defaultable { var name = "guest"; var summary: String { "name \(name)" } }

func makeDefaults<T: Defaultable>(_ type: T.Type, count: Int) -> [T] {
    var made: [T] = []
    for _ in 0..<count { made.append(T()) }
    print("made \(count) \(T.self)")
    return made
}
print(makeDefaults(Settings.self, count: 2).map(\.summary))
print(makeDefaults(Profile.self, count: 1).map(\.summary))

// expect: made 2 Settings
// expect: ["volume 5", "volume 5"]
// expect: made 1 Profile
// expect: ["name guest"]
