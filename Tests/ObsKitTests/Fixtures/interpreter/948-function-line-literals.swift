// #function, #line and #column where they are written, and as default arguments that report the caller.
// Expected output: swiftc 6.3.1 on this machine.
func trace(_ message: String, function: String = #function, line: Int = #line) {
    print("\(function)@\(line): \(message)")
}
struct Account {
    var balance = 0
    mutating func deposit(_ amount: Int) {
        balance += amount
        trace("deposited \(amount)")
    }
    var summary: String {
        trace("summary read")
        return "balance \(balance)"
    }
    init(opening: Int) {
        balance = opening
        trace("opened")
    }
}
var account = Account(opening: 5)
account.deposit(10)
print(account.summary)
trace("top level")
print(#function, #line, #column)
let report = { trace("in a closure") }
report()

// expect: init(opening:)@18: opened
// expect: deposit(_:)@10: deposited 10
// expect: summary@13: summary read
// expect: balance 15
// expect: main@24: top level
// expect: main 25 25
// expect: main@26: in a closure
