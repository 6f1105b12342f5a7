// Swift Evolution style (SE-0432): borrowing pattern matching over noncopyable enums
struct Payload: ~Copyable {
    var bytes: [Int]
    deinit { print("payload of \(bytes.count) freed") }
}

enum Message: ~Copyable {
    case ping(seq: Int)
    case data(Payload)
    case close(reason: String)

    borrowing func kind() -> String {
        switch self {
        case .ping: return "ping"
        case .data: return "data"
        case .close: return "close"
        }
    }

    borrowing func size() -> Int {
        switch self {
        case .ping(let seq): return seq
        case .data(let p): return p.bytes.count
        case .close(let reason): return reason.count
        }
    }

    consuming func into() -> Payload? {
        switch consume self {
        case .data(let p): return p
        default: return nil
        }
    }
}

func classify(_ message: borrowing Message) -> String {
    switch message {
    case .ping(let seq) where seq > 100: "late ping \(seq)"
    case .ping(let seq): "ping \(seq)"
    case .data(let payload) where payload.bytes.isEmpty: "empty data"
    case .data(let payload): "data \(payload.bytes.reduce(0, +))"
    case .close(let r): "close: \(r)"
    }
}

func run() {
    let messages = [3, 150]
    for seq in messages {
        let m = Message.ping(seq: seq)
        print(classify(m), m.kind(), m.size())
    }
    let d = Message.data(Payload(bytes: [4, 5, 6]))
    print(classify(d), d.kind(), d.size())
    print(classify(d))
    let e = Message.data(Payload(bytes: []))
    print(classify(e))
    let c = Message.close(reason: "idle")
    print(classify(c), c.size())
    if let p = d.into() {
        print("extracted \(p.bytes)")
    }
    print("end of run")
}
run()
// expect: ping 3 ping 3
// expect: late ping 150 ping 150
// expect: data 15 data 3
// expect: data 15
// expect: empty data
// expect: close: idle 4
// expect: extracted [4, 5, 6]
// expect: payload of 3 freed
// expect: end of run
// expect: payload of 0 freed
