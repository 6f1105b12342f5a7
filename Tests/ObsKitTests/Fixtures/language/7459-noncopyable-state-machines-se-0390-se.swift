// Swift Evolution style (noncopyable state machines): SE-0390/SE-0429 consuming transitions, partial consumption and discard self
struct Connection: ~Copyable {
    let port: Int
    var sent: Int = 0

    init(port: Int) {
        self.port = port
        print("open \(host)")
    }

    var host: String { "port\(port)" }

    mutating func send(_ bytes: Int) {
        sent += bytes
    }

    consuming func close() -> Int {
        let total = sent
        print("close \(host) cleanly after \(total) bytes")
        discard self
        return total
    }

    deinit {
        print("deinit \(host): dropped with \(sent) bytes unsent-flush")
    }
}

struct Envelope: ~Copyable {
    var header: String
    var body: Connection
}

func useCleanly() {
    var c = Connection(port: 8001)
    c.send(10)
    c.send(5)
    let n = c.close()
    print("returned \(n)")
}

func dropWithoutClose() {
    var c = Connection(port: 8002)
    c.send(3)
    print("forgetting port8002")
}

func unpack() {
    let env = Envelope(header: "greeting", body: Connection(port: 8003))
    let header = env.header
    let conn = env.body
    print("header \(header)")
    _ = conn.close()
}

useCleanly()
print("--")
dropWithoutClose()
print("--")
unpack()
print("--")
do {
    let c = Connection(port: 8004)
    _ = consume c
    print("after consume")
}
// expect: open port8001
// expect: close port8001 cleanly after 15 bytes
// expect: returned 15
// expect: --
// expect: open port8002
// expect: forgetting port8002
// expect: deinit port8002: dropped with 3 bytes unsent-flush
// expect: --
// expect: open port8003
// expect: header greeting
// expect: close port8003 cleanly after 0 bytes
// expect: --
// expect: open port8004
// expect: deinit port8004: dropped with 0 bytes unsent-flush
// expect: after consume
