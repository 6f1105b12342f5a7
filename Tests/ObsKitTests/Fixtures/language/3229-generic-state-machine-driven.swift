// Compiler test style: generic state machine driven by a protocol with enum State and Event types
protocol StateMachine {
  associatedtype State: Equatable
  associatedtype Event
  static func transition(_ s: State, _ e: Event) -> State?
}

struct Runner<M: StateMachine> {
  var state: M.State
  var rejected = 0
  mutating func feed(_ events: [M.Event]) -> [M.State] {
    var trace: [M.State] = []
    for e in events {
      if let n = M.transition(state, e) {
        state = n
        trace.append(n)
      } else {
        rejected += 1
      }
    }
    return trace
  }
}

enum Turnstile: StateMachine {
  enum State: String { case locked, unlocked }
  enum Event { case coin, push }
  static func transition(_ s: State, _ e: Event) -> State? {
    switch (s, e) {
    case (.locked, .coin): return .unlocked
    case (.unlocked, .push): return .locked
    case (.unlocked, .coin): return .unlocked
    case (.locked, .push): return nil
    }
  }
}

enum Parity: StateMachine {
  enum State: Equatable { case even, odd }
  typealias Event = Int
  static func transition(_ s: State, _ e: Int) -> State? {
    if e < 0 { return nil }
    return (e % 2 == 0) == (s == .even) ? .even : .odd
  }
}

var r = Runner<Turnstile>(state: .locked)
let trace = r.feed([.push, .coin, .coin, .push, .push, .coin])
print(trace.map { $0.rawValue })
print(r.state, r.rejected)

var p = Runner<Parity>(state: .even)
print(p.feed([1, 2, -5, 3, 4, 1]))
print(p.state, p.rejected)
// expect: ["unlocked", "unlocked", "locked", "unlocked"]
// expect: unlocked 2
// expect: [main.Parity.State.odd, main.Parity.State.odd, main.Parity.State.even, main.Parity.State.even, main.Parity.State.odd]
// expect: odd 1
