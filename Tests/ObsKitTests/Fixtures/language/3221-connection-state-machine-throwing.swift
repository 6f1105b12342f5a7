// Compiler test style: connection state machine with throwing invalid transitions
enum ConnState: Equatable, CustomStringConvertible {
  case disconnected
  case connecting(attempt: Int)
  case connected(session: String)
  case closing

  var description: String {
    switch self {
    case .disconnected: return "disconnected"
    case .connecting(let a): return "connecting#\(a)"
    case .connected(let s): return "connected(\(s))"
    case .closing: return "closing"
    }
  }
}

enum ConnEvent { case dial, fail, succeed(String), hangup, closed }

enum TransitionError: Error {
  case invalid(from: ConnState, event: String)
  case tooManyAttempts
}

struct Machine {
  private(set) var state = ConnState.disconnected
  mutating func send(_ e: ConnEvent) throws {
    switch (state, e) {
    case (.disconnected, .dial): state = .connecting(attempt: 1)
    case (.connecting(let a), .fail) where a >= 3: state = .disconnected; throw TransitionError.tooManyAttempts
    case (.connecting(let a), .fail): state = .connecting(attempt: a + 1)
    case (.connecting, .succeed(let s)): state = .connected(session: s)
    case (.connected, .hangup): state = .closing
    case (.closing, .closed): state = .disconnected
    default: throw TransitionError.invalid(from: state, event: "\(e)")
    }
  }
}

var m = Machine()
let script: [ConnEvent] = [.hangup, .dial, .fail, .succeed("abc"), .dial, .hangup, .closed,
                           .dial, .fail, .fail, .fail, .dial]
for e in script {
  do {
    try m.send(e)
    print("ok ->", m.state)
  } catch TransitionError.invalid(let from, let ev) {
    print("invalid", ev, "in", from)
  } catch {
    print("error:", error, "now", m.state)
  }
}
// expect: invalid hangup in disconnected
// expect: ok -> connecting#1
// expect: ok -> connecting#2
// expect: ok -> connected(abc)
// expect: invalid dial in connected(abc)
// expect: ok -> closing
// expect: ok -> disconnected
// expect: ok -> connecting#1
// expect: ok -> connecting#2
// expect: ok -> connecting#3
// expect: error: tooManyAttempts now disconnected
// expect: ok -> connecting#1
