// Stack Overflow style (escaping closures and self): a struct captured in a closure is a copy, a class is shared; mutating captures need care
struct Counter {
    var count = 0
    func makeReader() -> () -> Int { { self.count } }
    mutating func makeIncrementedReader() -> () -> Int {
        count += 1
        let snapshot = self
        return { snapshot.count }
    }
}
var counter = Counter()
let reader = counter.makeReader()
counter.count = 10
print("struct reader:", reader(), "actual:", counter.count)
let r2 = counter.makeIncrementedReader()
counter.count = 50
print("snapshot reader:", r2(), "actual:", counter.count)

final class Account {
    var balance = 0
    var onChange: (() -> Void)?
    func reader() -> () -> Int { { self.balance } }
}
let account = Account()
let read = account.reader()
account.balance = 100
print("class reader:", read())

var log: [String] = []
account.onChange = { [weak account] in log.append("weak sees \(account?.balance ?? -1)") }
account.onChange?()
account.balance = 7
account.onChange?()
print(log)

var value = 1
func runLater(_ work: @escaping () -> Void) -> () -> Void { work }
let later = runLater { value *= 3 }
value = 5
later()
print("value after later:", value)

struct Task {
    var name: String
    var action: () -> String
}
var greeting = "hello"
var tasks = [Task(name: "a") { greeting }]
greeting = "changed"
tasks.append(Task(name: "b") { [greeting] in greeting.uppercased() })
greeting = "final"
print(tasks.map { "\($0.name): \($0.action())" })

var closures: [() -> String] = []
for word in ["x", "y"] {
    var local = word
    closures.append { local }
    local += "!"
}
print(closures.map { $0() })
let makeAdder: (Int) -> (Int) -> Int = { a in { b in a + b } }
let add5 = makeAdder(5)
print(add5(1), makeAdder(10)(add5(0)))

// expect: struct reader: 0 actual: 10
// expect: snapshot reader: 11 actual: 50
// expect: class reader: 100
// expect: ["weak sees 100", "weak sees 7"]
// expect: value after later: 15
// expect: ["a: final", "b: CHANGED"]
// expect: ["x!", "y!"]
// expect: 6 15
