// Compiler test style: mutating enum methods that switch self and reassign
enum Toggle {
  case off, on
  mutating func flip() {
    switch self {
    case .off: self = .on
    case .on: self = .off
    }
  }
}

enum Counter {
  case idle
  case counting(Int)
  case done(total: Int)

  mutating func tick() {
    switch self {
    case .idle: self = .counting(1)
    case .counting(let n) where n >= 3: self = .done(total: n)
    case .counting(let n): self = .counting(n + 1)
    case .done: break
    }
  }

  mutating func reset() { self = .idle }
}

var t = Toggle.off
t.flip()
print(t)
t.flip(); t.flip()
print(t)

var c = Counter.idle
for _ in 0..<6 {
  c.tick()
  print(c)
}
c.reset()
print(c)

struct Holder {
  var toggles: [Toggle] = [.off, .on, .off]
  mutating func flipAll() {
    for i in toggles.indices { toggles[i].flip() }
  }
}
var h = Holder()
h.flipAll()
print(h.toggles)

func flipTwice(_ x: inout Toggle) { x.flip(); x.flip() }
var t2 = Toggle.on
flipTwice(&t2)
print(t2)
// expect: on
// expect: on
// expect: counting(1)
// expect: counting(2)
// expect: counting(3)
// expect: done(total: 3)
// expect: done(total: 3)
// expect: done(total: 3)
// expect: idle
// expect: [main.Toggle.on, main.Toggle.off, main.Toggle.on]
// expect: on
