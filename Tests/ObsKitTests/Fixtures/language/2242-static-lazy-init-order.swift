// Compiler test style: static stored properties initialize lazily once; lazy instance properties init on first use
var trace: [String] = []
func note(_ s: String) -> Int { trace.append(s); return trace.count }

struct Config {
    static let version = note("Config.version")
    static var retries = note("Config.retries")
    static var computed: Int { note("Config.computed") }
}

class Service {
    class var kind: String { "service" }
    static let shared = Service(name: "shared")
    let name: String
    lazy var connection: String = {
        _ = note("connection for \(name)")
        return "conn-\(name)"
    }()
    lazy var id = note("id for \(name)")
    init(name: String) { self.name = name; _ = note("init \(name)") }
}

class Database: Service {
    override class var kind: String { "db:" + super.kind }
}

print("start", trace)
_ = Config.version
_ = Config.version
print(trace)
Config.retries = 10
print(Config.retries, trace)
_ = Config.computed
_ = Config.computed
print(trace.count)

trace.removeAll()
let s = Service(name: "local")
print(trace)
print(s.connection, s.connection)
print(s.id, s.id)
s.id = 500
print(s.id, trace)

trace.removeAll()
print(Service.shared.name, Service.shared.name, trace)
print(Service.kind, Database.kind)
let meta: Service.Type = Database.self
print(meta.kind)
let db = Database(name: "pg")
print(db.connection, trace.last!)
// expect: start []
// expect: ["Config.version"]
// expect: 10 ["Config.version", "Config.retries"]
// expect: 4
// expect: ["init local"]
// expect: conn-local conn-local
// expect: 3 3
// expect: 500 ["init local", "connection for local", "id for local"]
// expect: shared shared ["init shared"]
// expect: service db:service
// expect: db:service
// expect: conn-pg connection for pg
