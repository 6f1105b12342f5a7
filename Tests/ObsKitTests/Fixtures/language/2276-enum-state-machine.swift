// Compiler test style: enum as state machine with events, transitions via switch on (state, event) tuples
enum OrderState: Equatable {
  case cart(items: Int)
  case paid(amount: Int)
  case shipped(tracking: String)
  case delivered
  case cancelled(reason: String)
}

enum OrderEvent {
  case addItem
  case pay(Int)
  case ship(String)
  case deliver
  case cancel(String)
}

struct TransitionError: Error, CustomStringConvertible {
  let from: OrderState
  let event: OrderEvent
  var description: String { "cannot apply \(event) in \(from)" }
}

func next(_ state: OrderState, _ event: OrderEvent) throws -> OrderState {
  switch (state, event) {
  case (.cart(let n), .addItem):
    return .cart(items: n + 1)
  case (.cart(let n), .pay(let amount)) where n > 0 && amount > 0:
    return .paid(amount: amount)
  case (.paid, .ship(let code)):
    return .shipped(tracking: code)
  case (.shipped, .deliver):
    return .delivered
  case (.cart, .cancel(let why)), (.paid, .cancel(let why)):
    return .cancelled(reason: why)
  default:
    throw TransitionError(from: state, event: event)
  }
}

func run(_ events: [OrderEvent]) {
  var state = OrderState.cart(items: 0)
  var history = [String]()
  for e in events {
    do {
      state = try next(state, e)
      history.append("\(state)")
    } catch {
      print("  error:", error)
      break
    }
  }
  print(history.joined(separator: " -> "))
  print("final delivered?", state == .delivered)
}

run([.addItem, .addItem, .pay(30), .ship("TRK1"), .deliver])
run([.pay(10)])
run([.addItem, .pay(5), .cancel("changed mind"), .deliver])
run([.addItem, .pay(0)])

// expect: cart(items: 1) -> cart(items: 2) -> paid(amount: 30) -> shipped(tracking: "TRK1") -> delivered
// expect: final delivered? true
// expect:   error: cannot apply pay(10) in cart(items: 0)
// expect:
// expect: final delivered? false
// expect:   error: cannot apply deliver in cancelled(reason: "changed mind")
// expect: cart(items: 1) -> paid(amount: 5) -> cancelled(reason: "changed mind")
// expect: final delivered? false
// expect:   error: cannot apply pay(0) in cart(items: 1)
// expect: cart(items: 1)
// expect: final delivered? false
