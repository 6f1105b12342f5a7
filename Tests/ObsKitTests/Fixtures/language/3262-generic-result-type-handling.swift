// App code style: generic Result type handling for a network-free loader with typed errors
enum LoadError: Error, CustomStringConvertible {
    case notFound(String)
    case corrupted(line: Int)
    var description: String {
        switch self {
        case .notFound(let name): return "not found: \(name)"
        case .corrupted(let line): return "corrupted at line \(line)"
        }
    }
}

struct Config {
    var values: [String: String]
}

let files = [
    "app.conf": "name=Shop\ncurrency=EUR\nitems=12",
    "broken.conf": "name=X\noops\nitems=3",
]

func loadFile(_ name: String) -> Result<String, LoadError> {
    guard let text = files[name] else { return .failure(.notFound(name)) }
    return .success(text)
}

func parse(_ text: String) -> Result<Config, LoadError> {
    var values: [String: String] = [:]
    for (i, line) in text.split(separator: "\n").enumerated() {
        let parts = line.split(separator: "=", maxSplits: 1)
        guard parts.count == 2 else { return .failure(.corrupted(line: i + 1)) }
        values[String(parts[0])] = String(parts[1])
    }
    return .success(Config(values: values))
}

func load(_ name: String) -> Result<Config, LoadError> {
    loadFile(name).flatMap(parse)
}

for name in ["app.conf", "broken.conf", "missing.conf"] {
    switch load(name) {
    case .success(let config):
        let keys = config.values.keys.sorted()
        print("\(name): \(keys.map { "\($0)=\(config.values[$0]!)" }.joined(separator: ", "))")
    case .failure(let error):
        print("\(name): error \(error)")
    }
}

let count = load("app.conf").map { Int($0.values["items"] ?? "") ?? 0 }
print(count)
let fallback = load("missing.conf").map { $0.values.count }.mapError { _ in LoadError.notFound("?") }
if case .failure(let e) = fallback { print("mapped:", e) }

do {
    let cfg = try load("broken.conf").get()
    print(cfg.values.count)
} catch {
    print("caught:", error)
}
let names = ["app.conf", "broken.conf"].compactMap { try? load($0).get().values["name"] }
print(names)
// expect: app.conf: currency=EUR, items=12, name=Shop
// expect: broken.conf: error corrupted at line 2
// expect: missing.conf: error not found: missing.conf
// expect: success(12)
// expect: mapped: not found: ?
// expect: caught: corrupted at line 2
// expect: ["Shop"]
