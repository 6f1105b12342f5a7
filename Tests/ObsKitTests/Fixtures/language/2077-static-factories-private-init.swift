// Compiler test style: static factory methods with private initializers and nested configuration types
final class Connection {
    struct Options {
        var retries: Int
        var secure: Bool
        static let `default` = Options(retries: 3, secure: true)
        static let insecure = Options(retries: 1, secure: false)
    }

    enum Failure: Error {
        case badHost(String)
        case badPort(Int)
    }

    private static var nextID = 1
    let id: Int
    let host: String
    let port: Int
    let options: Options

    private init(host: String, port: Int, options: Options) {
        self.id = Connection.nextID
        Connection.nextID += 1
        self.host = host
        self.port = port
        self.options = options
    }

    static func make(host: String, port: Int = 443, options: Options = .default) throws -> Connection {
        guard !host.isEmpty else { throw Failure.badHost(host) }
        guard (1...65535).contains(port) else { throw Failure.badPort(port) }
        return Connection(host: host, port: port, options: options)
    }

    static func local() -> Connection {
        Connection(host: "localhost", port: 8080, options: .insecure)
    }

    static var issued: Int { nextID - 1 }
}

extension Connection: CustomStringConvertible {
    var description: String {
        "#\(id) \(options.secure ? "https" : "http")://\(host):\(port) retries=\(options.retries)"
    }
}

let attempts: [(String, Int)] = [("example.org", 443), ("", 80), ("api.test", 70000), ("db.test", 5432)]
for (host, port) in attempts {
    do {
        let c = try Connection.make(host: host, port: port)
        print("ok", c)
    } catch Connection.Failure.badHost(let h) {
        print("bad host '\(h)'")
    } catch {
        print("error:", error)
    }
}
print(Connection.local())
var opts = Connection.Options.default
opts.retries = 9
print(try! Connection.make(host: "custom", options: opts))
print("issued:", Connection.issued)

// expect: ok #1 https://example.org:443 retries=3
// expect: bad host ''
// expect: error: badPort(70000)
// expect: ok #2 https://db.test:5432 retries=3
// expect: #3 http://localhost:8080 retries=1
// expect: #4 https://custom:443 retries=9
// expect: issued: 4
