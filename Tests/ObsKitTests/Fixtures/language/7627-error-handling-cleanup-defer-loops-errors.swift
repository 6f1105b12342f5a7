// Swift book style (Error Handling): cleanup with defer in loops, errors across initializers and rethrowing map
enum ConfigError: Error {
    case missing(String)
    case invalid(key: String, value: String)
}
struct Config {
    let port: Int
    let host: String
    init(_ raw: [String: String]) throws {
        guard let host = raw["host"] else { throw ConfigError.missing("host") }
        guard let portText = raw["port"] else { throw ConfigError.missing("port") }
        guard let port = Int(portText), (1...65535).contains(port) else {
            throw ConfigError.invalid(key: "port", value: portText)
        }
        self.host = host
        self.port = port
    }
}
let samples: [[String: String]] = [
    ["host": "example.org", "port": "8080"],
    ["port": "80"],
    ["host": "x", "port": "99999"],
    ["host": "y"]
]
for (i, raw) in samples.enumerated() {
    defer { print("-- sample \(i) done") }
    do {
        let c = try Config(raw)
        print("ok \(c.host):\(c.port)")
    } catch ConfigError.missing(let key) {
        print("missing \(key)")
    } catch let ConfigError.invalid(key, value) {
        print("invalid \(key)=\(value)")
    } catch {
        print("unknown")
    }
}
let ports = try? ["1", "2", "3"].map { s -> Int in
    guard let n = Int(s) else { throw ConfigError.invalid(key: "n", value: s) }
    return n
}
print(ports ?? [])
var counter = 0
func step() -> Int {
    defer { counter += 10 }
    counter += 1
    return counter
}
print(step(), counter, step(), counter)
func risky(_ fail: Bool) throws -> String {
    if fail { throw ConfigError.missing("flag") }
    return "fine"
}
let outcomes = [false, true].map { flag in Result { try risky(flag) } }
for o in outcomes {
    switch o {
    case .success(let s): print("success", s)
    case .failure(let e): print("failure", e)
    }
}
// expect: ok example.org:8080
// expect: -- sample 0 done
// expect: missing host
// expect: -- sample 1 done
// expect: invalid port=99999
// expect: -- sample 2 done
// expect: missing port
// expect: -- sample 3 done
// expect: [1, 2, 3]
// expect: 1 11 12 22
// expect: success fine
// expect: failure missing("flag")
