// Compiler test style: escaping closures share class state but copy struct captures on [x] lists
final class Bank {
  var balance = 0
  var handlers: [(Int) -> Void] = []
  func onChange(_ h: @escaping (Int) -> Void) { handlers.append(h) }
  func deposit(_ n: Int) {
    balance += n
    for h in handlers { h(balance) }
  }
}

struct Log { var entries: [String] = [] }

let bank = Bank()
var log = Log()
bank.onChange { log.entries.append("saw \($0)") }
bank.onChange { [log] b in print("captured log had \(log.entries.count) at \(b)") }
bank.deposit(10)
bank.deposit(5)
print(log.entries)

var snapshot = log
snapshot.entries.removeAll()
print(log.entries.count, snapshot.entries.count)

func makeAdder(_ b: Bank) -> () -> Int {
  return { b.balance += 1; return b.balance }
}
let add = makeAdder(bank)
print(add(), add(), bank.balance)
// expect: captured log had 0 at 10
// expect: captured log had 0 at 15
// expect: ["saw 10", "saw 15"]
// expect: 2 0
// expect: 16 17 17
