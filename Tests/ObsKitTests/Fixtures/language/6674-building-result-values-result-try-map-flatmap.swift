// Swift in Depth style (Result): building Result values with Result { try ... }, then map, flatMap, mapError and get()
struct ConfigError: Error, CustomStringConvertible {
    let key: String
    let reason: String
    var description: String { "config[\(key)]: \(reason)" }
}

enum AppError: Error {
    case configuration(String)
}

let settings = ["port": "8080", "timeout": "abc", "retries": "-3"]

func integer(for key: String) throws -> Int {
    guard let raw = settings[key] else { throw ConfigError(key: key, reason: "missing") }
    guard let value = Int(raw) else { throw ConfigError(key: key, reason: "not a number: \(raw)") }
    return value
}

func positive(_ value: Int) -> Result<Int, Error> {
    value > 0 ? .success(value) : .failure(ConfigError(key: "?", reason: "\(value) is not positive"))
}

for key in ["port", "timeout", "retries", "host"] {
    let result = Result { try integer(for: key) }
    let doubled = result.map { $0 * 2 }
    let checked = result.flatMap(positive)
    let wrapped = checked.mapError { AppError.configuration(String(describing: $0)) }
    switch doubled {
    case .success(let v): print(key, "doubled:", v)
    case .failure(let e): print(key, "failed:", e)
    }
    do {
        let value = try wrapped.get()
        print("  usable:", value)
    } catch AppError.configuration(let text) {
        print("  unusable:", text)
    } catch {
        print("  other")
    }
}

let ports = ["port", "port"].map { key in Result { try integer(for: key) } }
let sum = ports.reduce(0) { partial, r in partial + ((try? r.get()) ?? 0) }
print("sum of ports:", sum)

// expect: port doubled: 16160
// expect:   usable: 8080
// expect: timeout failed: config[timeout]: not a number: abc
// expect:   unusable: config[timeout]: not a number: abc
// expect: retries doubled: -6
// expect:   unusable: config[?]: -3 is not positive
// expect: host failed: config[host]: missing
// expect:   unusable: config[host]: missing
// expect: sum of ports: 16160
