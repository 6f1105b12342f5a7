// Closures: capturing state, escaping storage, capture lists, trailing closures
// expected output: swiftc 6.3.1 (Linux), run on this machine
func makeCounter(start: Int = 0, step: Int = 1) -> () -> Int {
    var current = start
    return {
        current += step
        return current
    }
}
let byOne = makeCounter()
let byTen = makeCounter(start: 100, step: 10)
print(byOne(), byOne(), byTen(), byOne(), byTen())
let alias = byOne
print(alias(), byOne())

var handlers: [(String) -> String] = []
func register(_ handler: @escaping (String) -> String) { handlers.append(handler) }
register { $0.uppercased() }
register { String($0.reversed()) }
register { "<\($0)>" }
print(handlers.reduce("swift") { value, h in h(value) })

var x = 1
let captured = { [x] in "captured \(x)" }
let live = { "live \(x)" }
x = 99
print(captured(), live())

final class Logger {
    private(set) var lines: [String] = []
    func log(_ s: String) { lines.append(s) }
}
let logger = Logger()
let logLater: (Int) -> Void = { [logger] n in logger.log("item \(n)") }
(1...3).forEach(logLater)
print(logger.lines)

func loadData(code: Int, onSuccess: (String) -> Void, onFailure: (Int) -> Void) {
    code == 0 ? onSuccess("payload") : onFailure(code)
}
loadData(code: 0) { print("success: \($0)") } onFailure: { print("failure \($0)") }
loadData(code: 7) { print("success: \($0)") } onFailure: { print("failure \($0)") }

let memo: (Int) -> Int = {
    var cache: [Int: Int] = [:]
    func fib(_ n: Int) -> Int {
        if n < 2 { return n }
        if let c = cache[n] { return c }
        let v = fib(n - 1) + fib(n - 2)
        cache[n] = v
        return v
    }
    return fib
}()
print(memo(40), memo(60))
let sorter = { (a: String, b: String) -> Bool in a.count == b.count ? a > b : a.count < b.count }
print(["kiwi", "fig", "banana", "apple", "pear"].sorted(by: sorter))
let adders = (1...3).map { n in { (v: Int) in v + n } }
print(adders.map { $0(10) })
// expect: 1 2 110 3 120
// expect: 4 5
// expect: <TFIWS>
// expect: captured 1 live 99
// expect: ["item 1", "item 2", "item 3"]
// expect: success: payload
// expect: failure 7
// expect: 102334155 1548008755920
// expect: ["fig", "pear", "kiwi", "apple", "banana"]
// expect: [11, 12, 13]
