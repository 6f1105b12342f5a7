// Q&A style (why is the base class default argument used?): default arguments bind statically to the declared type
class Logger {
    func log(_ message: String, level: String = "INFO") {
        print("Logger[\(level)] \(message)")
    }
}

class AlertLogger: Logger {
    override func log(_ message: String, level: String = "ALERT") {
        print("AlertLogger[\(level)] \(message)")
    }
}

let base: Logger = AlertLogger()
let sub = AlertLogger()

base.log("via base-typed variable")
sub.log("via subclass-typed variable")
base.log("explicit level", level: "DEBUG")

// Protocol variant: the protocol can't declare defaults, an extension supplies them.
protocol Notifier {
    func send(_ text: String, times: Int)
}
extension Notifier {
    func send(_ text: String) { send(text, times: 1) }
}
struct Beeper: Notifier {
    func send(_ text: String, times: Int) {
        print("Beeper x\(times): \(text)")
    }
    func send(_ text: String) { send(text, times: 3) }
}
let n: Notifier = Beeper()
n.send("from existential")
Beeper().send("from concrete")

// Default argument expressions are evaluated on every call.
var calls = 0
func nextID() -> Int { calls += 1; return calls * 100 }
func register(name: String, id: Int = nextID()) { print(name, id) }
register(name: "first")
register(name: "second")
register(name: "third", id: 7)
register(name: "fourth")

// expect: AlertLogger[INFO] via base-typed variable
// expect: AlertLogger[ALERT] via subclass-typed variable
// expect: AlertLogger[DEBUG] explicit level
// expect: Beeper x1: from existential
// expect: Beeper x3: from concrete
// expect: first 100
// expect: second 200
// expect: third 7
// expect: fourth 300
