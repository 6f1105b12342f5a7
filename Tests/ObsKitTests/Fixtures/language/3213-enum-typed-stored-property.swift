// Compiler test style: enum-typed stored property with didSet driving a state machine in a class
enum DoorState: String {
  case open, closed, locked
}

final class Door {
  private(set) var log: [String] = []
  var state: DoorState = .closed {
    willSet { log.append("will \(state.rawValue)->\(newValue.rawValue)") }
    didSet {
      if oldValue == state { log.append("no change") }
    }
  }

  func perform(_ action: String) {
    switch (state, action) {
    case (.closed, "open"): state = .open
    case (.open, "close"): state = .closed
    case (.closed, "lock"): state = .locked
    case (.locked, "unlock"): state = .closed
    case (let s, let a):
      log.append("cannot \(a) when \(s)")
    }
  }
}

let d = Door()
for a in ["open", "lock", "close", "lock", "open", "unlock", "open"] {
  d.perform(a)
}
d.state = .open
for line in d.log { print(line) }
print("final:", d.state)
// expect: will closed->open
// expect: cannot lock when open
// expect: will open->closed
// expect: will closed->locked
// expect: cannot open when locked
// expect: will locked->closed
// expect: will closed->open
// expect: will open->open
// expect: no change
// expect: final: open
