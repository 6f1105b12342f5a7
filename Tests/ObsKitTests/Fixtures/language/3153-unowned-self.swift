// Compiler test style: [unowned self] captures without retaining; deinit runs when owner released
final class Counter {
  var value = 0
  lazy var step: () -> Int = { [unowned self] in
    self.value += 1
    return self.value
  }
  init() { print("Counter init") }
  deinit { print("Counter deinit at \(value)") }
}

func use() {
  let c = Counter()
  print(c.step())
  print(c.step())
  print(c.step())
}
use()
print("after use")

final class Strong {
  var action: (() -> Void)?
  deinit { print("Strong deinit") }
}
var leaked: Strong? = Strong()
leaked!.action = { print("holding \(leaked != nil)") }
leaked?.action?()
leaked = nil
print("globals are not captured, so no cycle formed")
// expect: Counter init
// expect: 1
// expect: 2
// expect: 3
// expect: Counter deinit at 3
// expect: after use
// expect: holding true
// expect: Strong deinit
// expect: globals are not captured, so no cycle formed
