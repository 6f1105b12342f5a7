// Throwing initializers: struct and class inits that throw before/after full initialization, delegation, try? and deinit
enum ConfigError: Error, CustomStringConvertible {
    case empty(field: String)
    case outOfRange(Int)
    var description: String {
        switch self {
        case .empty(let f): return "empty \(f)"
        case .outOfRange(let v): return "out of range \(v)"
        }
    }
}

struct Port {
    let value: Int
    init(_ v: Int) throws {
        guard (1...65535).contains(v) else { throw ConfigError.outOfRange(v) }
        value = v
    }
    init(string: String) throws {
        guard !string.isEmpty else { throw ConfigError.empty(field: "port") }
        try self.init(Int(string) ?? -1)
    }
}

class Resource {
    let name: String
    init(name: String) throws {
        print("  Resource.init begins [\(name)]")
        if name.isEmpty { throw ConfigError.empty(field: "name") }
        self.name = name
        print("  Resource ready \(name)")
    }
    deinit { print("  Resource deinit \(name)") }
}
class Server: Resource {
    let port: Port
    init(name: String, port: String) throws {
        self.port = try Port(string: port)
        try super.init(name: name)
        print("  Server ready on \(self.port.value)")
    }
    convenience init(spec: String) throws {
        let parts = spec.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2 else { throw ConfigError.empty(field: "spec") }
        try self.init(name: parts[0], port: parts[1])
        print("  from spec")
    }
    deinit { print("  Server deinit") }
}
for p in ["8080", "0", "", "abc", "65535"] {
    do {
        let port = try Port(string: p)
        print("port ok", port.value)
    } catch {
        print("port error:", error)
    }
}

let specs = ["web:80", ":81", "db:", "nocolon", "api:70000"]
for s in specs {
    print("spec \(s)")
    do {
        let srv = try Server(spec: s)
        print("  made \(srv.name)")
    } catch {
        print("  failed: \(error)")
    }
}

print(((try? Port(3)).map { $0.value }) as Any, (try? Port(-3)) == nil)
let ports = ["1", "x", "99999", "22"].compactMap { try? Port(string: $0) }
print(ports.map(\.value))
let results = ["5", ""].map { s in Result { try Port(string: s) } }
for r in results {
    switch r {
    case .success(let p): print("result port", p.value)
    case .failure(let e): print("result error", e)
    }
}

// expect: port ok 8080
// expect: port error: out of range 0
// expect: port error: empty port
// expect: port error: out of range -1
// expect: port ok 65535
// expect: spec web:80
// expect:   Resource.init begins [web]
// expect:   Resource ready web
// expect:   Server ready on 80
// expect:   from spec
// expect:   made web
// expect:   Server deinit
// expect:   Resource deinit web
// expect: spec :81
// expect:   Resource.init begins []
// expect:   failed: empty name
// expect: spec db:
// expect:   failed: empty port
// expect: spec nocolon
// expect:   failed: empty spec
// expect: spec api:70000
// expect:   failed: out of range 70000
// expect: Optional(3) true
// expect: [1, 22]
// expect: result port 5
// expect: result error empty port
