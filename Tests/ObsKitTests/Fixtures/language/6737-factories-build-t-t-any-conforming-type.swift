// Swift book style (init requirements through generics): factories that build T() and T(from:) for any conforming type
protocol Configurable {
    init()
    init(settings: [String: String])
    var summary: String { get }
}

struct Server: Configurable {
    var host = "localhost", port = 80
    init() {}
    init(settings: [String: String]) {
        host = settings["host"] ?? host
        port = Int(settings["port"] ?? "") ?? port
    }
    var summary: String { "\(host):\(port)" }
}

final class Theme: Configurable {
    var color = "grey"
    required init() {}
    required init(settings: [String: String]) { color = settings["color", default: color] }
    var summary: String { "theme \(color)" }
}

func build<T: Configurable>(_ type: T.Type, from settings: [String: String]?) -> T {
    settings.map(T.init(settings:)) ?? T()
}

func buildAll<T: Configurable>(_ list: [[String: String]], as type: T.Type = T.self) -> [T] {
    list.map { T(settings: $0) }
}

func defaults<each T: Configurable>(_ types: repeat (each T).Type) -> [String] {
    var out: [String] = []
    repeat out.append((each types).init().summary)
    return out
}

func zeros<T: Numeric>(_ count: Int) -> [T] { Array(repeating: T.zero, count: count) }
func fresh<T: RangeReplaceableCollection>() -> T where T.Element == Character { T("new") }

print(build(Server.self, from: nil).summary)
print(build(Server.self, from: ["port": "8080"]).summary)
print(build(Theme.self, from: ["color": "teal"]).summary)
let servers: [Server] = buildAll([["host": "a"], ["host": "b", "port": "22"], [:]])
print(servers.map(\.summary))
print(buildAll([["color": "red"]], as: Theme.self)[0].summary)
print(defaults(Server.self, Theme.self))
let z: [Double] = zeros(3)
print(z, zeros(2) as [Int8])
let s: String = fresh()
let chars: [Character] = fresh()
print(s, chars)
let maker: () -> Server = Server.init
print(maker().summary)

// expect: localhost:80
// expect: localhost:8080
// expect: theme teal
// expect: ["a:80", "b:22", "localhost:80"]
// expect: theme red
// expect: ["localhost:80", "theme grey"]
// expect: [0.0, 0.0, 0.0] [0, 0]
// expect: new ["n", "e", "w"]
// expect: localhost:80
