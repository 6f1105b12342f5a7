// Compiler test style: enum as state machine for a vending machine with transitions and history
enum VendingState: Equatable {
  case idle
  case collecting(cents: Int)
  case dispensing(item: String, change: Int)
  case outOfOrder
}

enum Input {
  case coin(Int)
  case select(String, price: Int)
  case cancel
  case breakdown
}

func transition(_ s: VendingState, _ i: Input) -> VendingState {
  switch (s, i) {
  case (.outOfOrder, _):
    return .outOfOrder
  case (_, .breakdown):
    return .outOfOrder
  case (.idle, .coin(let c)):
    return .collecting(cents: c)
  case (.collecting(let have), .coin(let c)):
    return .collecting(cents: have + c)
  case let (.collecting(have), .select(item, price)) where have >= price:
    return .dispensing(item: item, change: have - price)
  case (.collecting, .select):
    return s
  case (.collecting, .cancel):
    return .idle
  case (.dispensing, _):
    return .idle
  case (.idle, _):
    return .idle
  }
}

let inputs: [Input] = [.select("gum", price: 50), .coin(25), .select("gum", price: 50), .coin(50),
                       .select("gum", price: 50), .coin(5), .coin(10), .cancel, .coin(100), .breakdown, .coin(5)]
var state = VendingState.idle
var history: [VendingState] = [state]
for i in inputs {
  state = transition(state, i)
  history.append(state)
  print(state)
}
print(history.filter { $0 == .idle }.count)
print(history.last == .outOfOrder)
// expect: idle
// expect: collecting(cents: 25)
// expect: collecting(cents: 25)
// expect: collecting(cents: 75)
// expect: dispensing(item: "gum", change: 25)
// expect: idle
// expect: collecting(cents: 10)
// expect: idle
// expect: collecting(cents: 100)
// expect: outOfOrder
// expect: outOfOrder
// expect: 4
// expect: true
