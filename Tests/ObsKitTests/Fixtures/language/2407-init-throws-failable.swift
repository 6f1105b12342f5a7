// Compiler test style: failable vs throwing initializers and deinit of partially initialized classes
enum ConfigError: Error { case badPort(Int), badHost }

final class Connection {
    let host: String
    let port: Int
    init(host: String, port: Int) throws {
        guard !host.isEmpty else { throw ConfigError.badHost }
        self.host = host
        guard port > 0 else { throw ConfigError.badPort(port) }
        self.port = port
        print("connection \(host):\(port) ready")
    }
    init?(url: String) {
        let parts = url.split(separator: ":")
        guard parts.count == 2, let p = Int(parts[1]) else { return nil }
        host = String(parts[0])
        port = p
    }
    deinit { print("deinit connection \(host)") }
}

class Base {
    let name: String
    init(name: String) { self.name = name; print("base init \(name)") }
    deinit { print("base deinit \(name)") }
}

final class Derived: Base {
    let level: Int
    init(name: String, level: Int) throws {
        self.level = level
        super.init(name: name)
        if level > 3 { throw ConfigError.badPort(level) }
        print("derived ready \(name)")
    }
    deinit { print("derived deinit \(name)") }
}

for (h, p) in [("db", 5432), ("", 1), ("cache", -1)] {
    do {
        let c = try Connection(host: h, port: p)
        print("using \(c.host)")
    } catch {
        print("failed: \(error)")
    }
}

print(Connection(url: "web:80")?.port as Any)
print(Connection(url: "broken") == nil)

for level in [2, 5] {
    do {
        let d = try Derived(name: "lvl\(level)", level: level)
        print("got \(d.name)")
    } catch {
        print("derived failed: \(error)")
    }
}
print("end")
// expect: connection db:5432 ready
// expect: using db
// expect: deinit connection db
// expect: failed: badHost
// expect: failed: badPort(-1)
// expect: deinit connection web
// expect: Optional(80)
// expect: true
// expect: base init lvl2
// expect: derived ready lvl2
// expect: got lvl2
// expect: derived deinit lvl2
// expect: base deinit lvl2
// expect: base init lvl5
// expect: derived deinit lvl5
// expect: base deinit lvl5
// expect: derived failed: badPort(5)
// expect: end
