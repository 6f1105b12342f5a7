// Swift Evolution style (SE-0413 typed throws): a config parser with precise errors
enum ConfigError: Error, Equatable {
    case missingKey(String)
    case badNumber(key: String, raw: String)
    case outOfRange(key: String, value: Int)
}

struct Config {
    var entries: [String: String]

    func string(_ key: String) throws(ConfigError) -> String {
        guard let v = entries[key] else { throw .missingKey(key) }
        return v
    }

    func int(_ key: String, in range: ClosedRange<Int>) throws(ConfigError) -> Int {
        let raw = try string(key)
        guard let n = Int(raw) else { throw .badNumber(key: key, raw: raw) }
        guard range.contains(n) else { throw .outOfRange(key: key, value: n) }
        return n
    }
}

let config = Config(entries: ["host": "localhost", "port": "80800", "workers": "4", "retries": "three"])

// `error` is statically a ConfigError, so the switch can be exhaustive
for key in ["workers", "port", "retries", "timeout"] {
    do {
        let value = try config.int(key, in: 1...65535)
        print("\(key) = \(value)")
    } catch {
        switch error {
        case .missingKey(let k): print("missing \(k)")
        case .badNumber(let k, let raw): print("\(k): '\(raw)' is not a number")
        case .outOfRange(let k, let v): print("\(k): \(v) out of range")
        }
    }
}

// `do throws(E)` states the thrown type of the block explicitly
do throws(ConfigError) {
    print(try config.string("host"))
    _ = try config.string("user")
} catch {
    print("caught:", error == .missingKey("user"))
}

// Generic over the error type: the rethrown error keeps its type
func retrying<T, E: Error>(_ times: Int, _ body: (Int) throws(E) -> T) throws(E) -> T {
    var attempt = 1
    while true {
        do {
            return try body(attempt)
        } catch {
            if attempt >= times { throw error }
            print("attempt \(attempt) failed: \(error)")
            attempt += 1
        }
    }
}

let result = try? retrying(3) { (attempt: Int) throws(ConfigError) -> Int in
    if attempt < 3 { throw ConfigError.outOfRange(key: "try", value: attempt) }
    return attempt * 100
}
print("result:", result ?? -1)

// A non-throwing closure infers E == Never, so no `try` is needed
let plain = retrying(5) { $0 + 1 }
print("plain:", plain)

// Standard library map is typed-throws aware
do {
    let ports = try ["1", "2", "x"].map { (s: String) throws(ConfigError) -> Int in
        guard let n = Int(s) else { throw .badNumber(key: "list", raw: s) }
        return n
    }
    print(ports)
} catch {
    print("map failed with", error)
}

// Result integrates with typed throws
let r: Result<Int, ConfigError> = Result { () throws(ConfigError) -> Int in try config.int("workers", in: 1...8) }
print(r)

// expect: workers = 4
// expect: port: 80800 out of range
// expect: retries: 'three' is not a number
// expect: missing timeout
// expect: localhost
// expect: caught: true
// expect: attempt 1 failed: outOfRange(key: "try", value: 1)
// expect: attempt 2 failed: outOfRange(key: "try", value: 2)
// expect: result: 300
// expect: plain: 2
// expect: map failed with badNumber(key: "list", raw: "x")
// expect: success(4)
