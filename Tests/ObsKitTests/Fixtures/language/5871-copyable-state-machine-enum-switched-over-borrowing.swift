// Swift Evolution style (SE-0390 / SE-0432 noncopyable enums and borrowing switch): a ~Copyable state machine enum switched over by borrowing and by consuming, with payload bindings
struct Token: ~Copyable {
    let id: Int
    deinit { print("token \(id) released") }
}

enum Connection: ~Copyable {
    case idle
    case connecting(attempt: Int)
    case connected(Token)
    case failed(reason: String)

    borrowing func label() -> String {
        switch self {
        case .idle: return "idle"
        case .connecting(let attempt): return "connecting #\(attempt)"
        case .connected(let token): return "connected with token \(token.id)"
        case .failed(let reason): return "failed: \(reason)"
        }
    }

    consuming func advance() -> Connection {
        switch consume self {
        case .idle:
            return .connecting(attempt: 1)
        case .connecting(let attempt):
            if attempt < 2 { return .connecting(attempt: attempt + 1) }
            return .connected(Token(id: attempt * 100))
        case .connected(let token):
            print("dropping token \(token.id)")
            return .idle
        case .failed(let reason):
            return .failed(reason: reason + "!")
        }
    }
}

func isActive(_ c: borrowing Connection) -> Bool {
    switch c {
    case .connecting: true
    case .connected: true
    case .idle: false
    case .failed: false
    }
}

func drive() {
    var conn = Connection.idle
    for step in 1...5 {
        print(step, conn.label(), isActive(conn))
        conn = conn.advance()
    }
    print("final", conn.label())

    var broken = Connection.failed(reason: "timeout")
    broken = broken.advance()
    print(broken.label())
}
drive()

enum Maybe<Wrapped: ~Copyable>: ~Copyable {
    case none
    case some(Wrapped)
}
extension Maybe: Copyable where Wrapped: Copyable {}

let kept: Maybe<Token> = .some(Token(id: 7))
switch kept {
case .some(let t): print("holding \(t.id)")
case .none: print("nothing")
}
print("end")

// expect: 1 idle false
// expect: 2 connecting #1 true
// expect: 3 connecting #2 true
// expect: 4 connected with token 200 true
// expect: dropping token 200
// expect: token 200 released
// expect: 5 idle false
// expect: final connecting #1
// expect: failed: timeout!
// expect: holding 7
// expect: end
