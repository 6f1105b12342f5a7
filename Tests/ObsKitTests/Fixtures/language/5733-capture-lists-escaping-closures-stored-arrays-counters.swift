// Hacking with Swift style (closures & capture): capture lists, escaping closures stored in arrays and counters made from closures
func makeCounter(step: Int = 1) -> (increment: () -> Int, reset: () -> Void) {
    var count = 0
    return ({ count += step; return count }, { count = 0 })
}

let byTwo = makeCounter(step: 2)
print(byTwo.increment(), byTwo.increment(), byTwo.increment())
byTwo.reset()
print(byTwo.increment())

var value = 10
let captured = { [value] in "captured \(value)" }
let live = { "live \(value)" }
value = 99
print(captured(), live())

var tasks: [() -> String] = []
for i in 1...3 {
    tasks.append { "task \(i)" }
}
print(tasks.map { $0() })

final class Logger {
    var lines: [String] = []
    let prefix: String
    init(prefix: String) { self.prefix = prefix }
    func makeWriter() -> (String) -> Void {
        return { [unowned self] message in self.lines.append("\(self.prefix): \(message)") }
    }
    deinit { print("logger \(prefix) gone with \(lines.count) lines") }
}

do {
    let logger = Logger(prefix: "app")
    let write = logger.makeWriter()
    ["start", "work", "stop"].forEach(write)
    print(logger.lines)
}
print("after scope")

func retry(times: Int, _ operation: () throws -> String) rethrows -> String {
    var attempt = 1
    while true {
        do { return try operation() }
        catch where attempt < times { print("attempt \(attempt) failed: \(error)"); attempt += 1 }
    }
}

struct Flaky: Error { let code: Int }
var failuresLeft = 2
let outcome = try? retry(times: 3) {
    if failuresLeft > 0 { failuresLeft -= 1; throw Flaky(code: failuresLeft) }
    return "succeeded"
}
print(outcome ?? "gave up")
failuresLeft = 5
print((try? retry(times: 2) { if failuresLeft > 0 { failuresLeft -= 1; throw Flaky(code: 7) }; return "ok" }) ?? "gave up")
let sortedDesc = [3, 1, 2].sorted(by: >)
print(sortedDesc, [1, 2, 3].map(String.init).joined(separator: "+"))

// expect: 2 4 6
// expect: 2
// expect: captured 10 live 99
// expect: ["task 1", "task 2", "task 3"]
// expect: ["app: start", "app: work", "app: stop"]
// expect: logger app gone with 3 lines
// expect: after scope
// expect: attempt 1 failed: Flaky(code: 1)
// expect: attempt 2 failed: Flaky(code: 0)
// expect: succeeded
// expect: attempt 1 failed: Flaky(code: 7)
// expect: gave up
// expect: [3, 2, 1] 1+2+3
