// Compiler test style: typed event bus keyed by metatype (ObjectIdentifier(T.self)) with generic closures
struct Login { let user: String }
struct Logout { let user: String; let reason: Int }
final class Bus {
    private var handlers: [ObjectIdentifier: [(Any) -> Void]] = [:]
    private(set) var log: [String] = []
    func on<E>(_ type: E.Type, _ h: @escaping (E) -> Void) {
        handlers[ObjectIdentifier(type), default: []].append { h($0 as! E) }
    }
    func emit<E>(_ e: E) {
        let hs = handlers[ObjectIdentifier(E.self)] ?? []
        log.append("\(E.self)x\(hs.count)")
        hs.forEach { $0(e) }
    }
    func count<E>(for _: E.Type) -> Int { handlers[ObjectIdentifier(E.self)]?.count ?? 0 }
}
let bus = Bus()
var seen: [String] = []
bus.on(Login.self) { seen.append("login " + $0.user) }
bus.on(Login.self) { seen.append("audit " + $0.user.uppercased()) }
bus.on(Logout.self) { seen.append("logout \($0.user) r\($0.reason)") }
bus.emit(Login(user: "ann"))
bus.emit(Logout(user: "ann", reason: 2))
bus.emit("unhandled")
print(seen)
print(bus.log)
print(bus.count(for: Login.self), bus.count(for: Int.self))
print(ObjectIdentifier(Login.self) == ObjectIdentifier(Login.self), ObjectIdentifier(Login.self) == ObjectIdentifier(Logout.self))
let asAny: Any = Login(user: "bob")
bus.emit(asAny)
print(bus.log.last!)

func register<T>(_ t: T.Type, in dict: inout [ObjectIdentifier: String]) { dict[ObjectIdentifier(t)] = "\(t)" }
var reg: [ObjectIdentifier: String] = [:]
register(Int.self, in: &reg); register([Int].self, in: &reg); register(Int.self, in: &reg)
print(reg.values.sorted(), reg[ObjectIdentifier(Array<Int>.self)] ?? "-")

struct Container {
    private var factories: [ObjectIdentifier: () -> Any] = [:]
    mutating func provide<T>(_ f: @escaping () -> T) { factories[ObjectIdentifier(T.self)] = f }
    func resolve<T>(_: T.Type = T.self) -> T? { factories[ObjectIdentifier(T.self)]?() as? T }
}
var di = Container()
var made = 0
di.provide { () -> Int in made += 1; return 42 }
di.provide { "service" }
let i: Int? = di.resolve()
print(i as Any, di.resolve(String.self) as Any, di.resolve(Double.self) as Any, made)
// expect: ["login ann", "audit ANN", "logout ann r2"]
// expect: ["Loginx2", "Logoutx1", "Stringx0"]
// expect: 2 0
// expect: true false
// expect: Anyx0
// expect: ["Array<Int>", "Int"] Array<Int>
// expect: Optional(42) Optional("service") nil 1
