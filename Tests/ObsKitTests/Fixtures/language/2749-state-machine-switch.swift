// Compiler test style: state machine switching over (state, event) tuples with payloads
enum State: Equatable { case idle, running(Int), paused(Int), done }
enum Event { case start, tick, pause, resume, stop }

func transition(_ s: State, _ e: Event) -> State? {
  switch (s, e) {
  case (.idle, .start): return .running(0)
  case (.running(let n), .tick) where n >= 2: return .done
  case (.running(let n), .tick): return .running(n + 1)
  case (.running(let n), .pause): return .paused(n)
  case (.paused(let n), .resume): return .running(n)
  case (.paused, .tick): return s
  case (_, .stop) where s != .done: return .idle
  case (.done, _): return nil
  default: return nil
  }
}

var state = State.idle
let script: [Event] = [.tick, .start, .tick, .pause, .tick, .resume, .tick, .tick, .tick, .stop]
for e in script {
  if let next = transition(state, e) {
    print("\(e): \(state) -> \(next)")
    state = next
  } else {
    print("\(e): ignored in \(state)")
  }
}
print("final:", state, transition(.running(5), .stop) as Any)

// expect: tick: ignored in idle
// expect: start: idle -> running(0)
// expect: tick: running(0) -> running(1)
// expect: pause: running(1) -> paused(1)
// expect: tick: paused(1) -> paused(1)
// expect: resume: paused(1) -> running(1)
// expect: tick: running(1) -> running(2)
// expect: tick: running(2) -> done
// expect: tick: ignored in done
// expect: stop: ignored in done
// expect: final: done Optional(main.State.idle)
