// ARC: objects created inside a function are released when it returns (unless returned or stored); deinit runs before the caller continues.
// expected output: swiftc 6.3.1 (Linux), run on this machine
final class Connection {
    let host: String
    init(host: String) {
        self.host = host
        print("connect \(host)")
    }
    deinit { print("disconnect \(host)") }
    func send(_ msg: String) { print("\(host) <- \(msg)") }
}

func ping(_ host: String) {
    let c = Connection(host: host)
    c.send("ping")
}

func open(_ host: String) -> Connection {
    let c = Connection(host: host)
    c.send("hello")
    return c
}

final class Pool {
    var live: [Connection] = []
    deinit { print("pool drained with \(live.count)") }
}

ping("alpha")
print("after ping")
var kept: Connection? = open("beta")
print("kept", kept!.host)
var pool: Pool? = Pool()
pool!.live.append(kept!)
kept = nil
print("beta still in pool")
pool!.live.append(open("gamma"))
pool = nil
print("end")

// expect: connect alpha
// expect: alpha <- ping
// expect: disconnect alpha
// expect: after ping
// expect: connect beta
// expect: beta <- hello
// expect: kept beta
// expect: beta still in pool
// expect: connect gamma
// expect: gamma <- hello
// expect: pool drained with 2
// expect: disconnect beta
// expect: disconnect gamma
// expect: end
