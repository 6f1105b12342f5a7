// App code style: try? and try! in config loading
enum ConfigError: Error {
    case missingKey(String)
    case badValue(key: String, value: String)
}

struct Config {
    private var storage: [String: String]

    init(_ pairs: [(String, String)]) {
        storage = [:]
        for (k, v) in pairs { storage[k] = v }
    }

    func string(_ key: String) throws -> String {
        guard let v = storage[key] else { throw ConfigError.missingKey(key) }
        return v
    }

    func int(_ key: String) throws -> Int {
        let s = try string(key)
        guard let n = Int(s) else { throw ConfigError.badValue(key: key, value: s) }
        return n
    }

    func bool(_ key: String) throws -> Bool {
        switch try string(key) {
        case "true", "yes", "1": return true
        case "false", "no", "0": return false
        case let other: throw ConfigError.badValue(key: key, value: other)
        }
    }
}

let cfg = Config([("port", "8080"), ("host", "localhost"), ("debug", "yes"),
                  ("workers", "four"), ("verbose", "maybe")])

let port = try! cfg.int("port")
print("port \(port)")
let host = try! cfg.string("host")
print("host \(host)")

let workers = (try? cfg.int("workers")) ?? 1
print("workers \(workers)")
let timeout = (try? cfg.int("timeout")) ?? 30
print("timeout \(timeout)")
let debug = (try? cfg.bool("debug")) ?? false
print("debug \(debug)")
let verbose = try? cfg.bool("verbose")
print("verbose \(String(describing: verbose))")

// try? flattens optionals returned by throwing functions
func lookup(_ key: String) throws -> Int? {
    if key == "boom" { throw ConfigError.missingKey(key) }
    return key.count > 3 ? key.count : nil
}
let a = try? lookup("long")
let b = try? lookup("ab")
let c = try? lookup("boom")
print(a as Any, b as Any, c as Any)

if let n = try? lookup("hello") {
    print("got \(n)")
}

// try? in a guard
func portDescription(_ cfg: Config, _ key: String) -> String {
    guard let p = try? cfg.int(key) else { return "\(key): unavailable" }
    return "\(key): \(p)"
}
print(portDescription(cfg, "port"))
print(portDescription(cfg, "host"))

// collect results
let keys = ["port", "host", "debug", "workers", "missing"]
let summary = keys.map { key -> String in
    do {
        return "\(key)=\(try cfg.string(key))"
    } catch ConfigError.missingKey(let k) {
        return "\(k)=<missing>"
    } catch {
        return "\(key)=<error>"
    }
}
print(summary.joined(separator: "; "))
let ints = keys.compactMap { try? cfg.int($0) }
print(ints)
// expect: port 8080
// expect: host localhost
// expect: workers 1
// expect: timeout 30
// expect: debug true
// expect: verbose nil
// expect: Optional(4) nil nil
// expect: got 5
// expect: port: 8080
// expect: host: unavailable
// expect: port=8080; host=localhost; debug=yes; workers=four; missing=<missing>
// expect: [8080]
