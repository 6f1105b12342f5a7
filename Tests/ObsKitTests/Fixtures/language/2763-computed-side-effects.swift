// Compiler test style: computed properties with side effects, get/set called the expected number of times
var trace: [String] = []

struct Temperature {
  var celsius: Double = 0
  var fahrenheit: Double {
    get { trace.append("get-f"); return celsius * 9 / 5 + 32 }
    set { trace.append("set-f"); celsius = (newValue - 32) * 5 / 9 }
  }
}

class Account {
  private var _balance = 0
  var reads = 0
  var balance: Int {
    get { reads += 1; return _balance }
    set { print("balance set \(_balance) -> \(newValue)"); _balance = newValue }
  }
}

var t = Temperature()
t.fahrenheit = 212
print(t.celsius)
t.fahrenheit += 18
print(t.celsius)
print(trace)

let a = Account()
a.balance = 10
a.balance += 5
a.balance *= 2
print("balance \(a.balance), reads \(a.reads)")
// expect: 100.0
// expect: 110.0
// expect: ["set-f", "get-f", "set-f"]
// expect: balance set 0 -> 10
// expect: balance set 10 -> 15
// expect: balance set 15 -> 30
// expect: balance 30, reads 3
