// Compiler test style: defer ordering with throws, early returns, loops and mutated return values
enum StepError: Error { case stop(Int) }

var log: [String] = []

func process(_ n: Int) throws -> Int {
    log.append("enter \(n)")
    defer { log.append("defer outer \(n)") }
    var result = n
    defer {
        result += 1000
        log.append("defer mutate result=\(result)")
    }
    if n == 0 { return -1 }
    do {
        defer { log.append("defer in do \(n)") }
        if n == 2 { throw StepError.stop(n) }
        result *= 10
    }
    return result
}

for n in [1, 0, 2] {
    log.removeAll()
    do {
        let value = try process(n)
        print("value \(value): \(log.joined(separator: ", "))")
    } catch {
        print("error \(error): \(log.joined(separator: ", "))")
    }
}

func loopWithDefer() -> [Int] {
    var order: [Int] = []
    for i in 1...3 {
        defer { order.append(i * 100) }
        if i == 2 { continue }
        order.append(i)
    }
    return order
}
print(loopWithDefer())

func countdown() -> String {
    var trace = ""
    func inner() {
        defer { trace += "A" }
        defer { trace += "B" }
        do {
            defer { trace += "C" }
            trace += "1"
        }
        trace += "2"
    }
    inner()
    return trace
}
print(countdown())

func rethrowAfterDefer() throws {
    defer { print("cleanup before propagation") }
    do {
        throw StepError.stop(7)
    } catch StepError.stop(let code) where code > 5 {
        print("rethrowing \(code)")
        throw StepError.stop(code * 2)
    }
}
do { try rethrowAfterDefer() } catch { print("outer caught \(error)") }
// expect: value 10: enter 1, defer in do 1, defer mutate result=1010, defer outer 1
// expect: value -1: enter 0, defer mutate result=1000, defer outer 0
// expect: error stop(2): enter 2, defer in do 2, defer mutate result=1002, defer outer 2
// expect: [1, 100, 200, 3, 300]
// expect: 1C2BA
// expect: rethrowing 7
// expect: cleanup before propagation
// expect: outer caught stop(14)
