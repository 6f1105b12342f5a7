// Book style (Deinitialization): resource handles, closures capturing self weakly and unowned
class Connection {
    let host: String
    static var open = 0
    init(host: String) {
        self.host = host
        Connection.open += 1
        print("open \(host) (total \(Connection.open))")
    }
    deinit {
        Connection.open -= 1
        print("close \(host) (total \(Connection.open))")
    }
}

class Client {
    let name: String
    var connection: Connection?
    lazy var greet: () -> String = { [unowned self] in
        "client \(self.name) on \(self.connection?.host ?? "nothing")"
    }
    var onDone: (() -> Void)?
    init(name: String) { self.name = name }
    func connect(_ host: String) { connection = Connection(host: host) }
    func scheduleDone() {
        onDone = { [weak self] in
            print("done callback, self is", self?.name ?? "gone")
        }
    }
    deinit { print("client \(name) deinit") }
}

var c: Client? = Client(name: "alpha")
c?.connect("db.local")
print(c?.greet() as Any)
c?.connect("cache.local")
print(Connection.open)
c?.scheduleDone()
let cb = c?.onDone
cb?()
c = nil
cb?()
print("open after alpha:", Connection.open)

var pool: [Connection] = (1...3).map { Connection(host: "h\($0)") }
pool.remove(at: 1)
print("pool", pool.map(\.host))
pool = []
print("pool emptied", Connection.open)

class Temp {
    let n: Int
    init(_ n: Int) { self.n = n }
    deinit { print("temp \(n) gone") }
}
var temps = [Temp(1), Temp(2)]
temps[0] = Temp(3)
print(temps.map(\.n))
var opt: Temp? = Temp(4)
opt = Temp(5)
print(opt!.n)
opt = nil
print("end")

// expect: open db.local (total 1)
// expect: Optional("client alpha on db.local")
// expect: open cache.local (total 2)
// expect: close db.local (total 1)
// expect: 1
// expect: done callback, self is alpha
// expect: client alpha deinit
// expect: close cache.local (total 0)
// expect: done callback, self is gone
// expect: open after alpha: 0
// expect: open h1 (total 1)
// expect: open h2 (total 2)
// expect: open h3 (total 3)
// expect: close h2 (total 2)
// expect: pool ["h1", "h3"]
// expect: close h1 (total 1)
// expect: close h3 (total 0)
// expect: pool emptied 0
// expect: temp 1 gone
// expect: [3, 2]
// expect: temp 4 gone
// expect: 5
// expect: temp 5 gone
// expect: end
