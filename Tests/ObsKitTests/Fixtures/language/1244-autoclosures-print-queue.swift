// Closures: @autoclosure delays evaluation: a print queue served on demand, a logger that skips work, escaping autoclosures.
// expected output: swiftc 6.3.1 (Linux), run on this machine
var printQueue = ["report.pdf", "menu.png", "ticket.txt", "poster.jpg", "invoice.pdf"]
print(printQueue.count)
let nextJob = { printQueue.remove(at: 0) }
print(printQueue.count)
print("Now printing \(nextJob())")
print(printQueue.count)
func printJob(_ job: @autoclosure () -> String) {
    print("Now printing \(job())")
}
printJob(printQueue.remove(at: 0))
var evaluations = 0
func expensiveDescription() -> String {
    evaluations += 1
    return "state dump #\(evaluations)"
}
var verbose = false
func debugLog(_ message: @autoclosure () -> String) {
    if verbose { print("DEBUG:", message()) }
}
debugLog(expensiveDescription())
verbose = true
debugLog(expensiveDescription())
print("evaluations:", evaluations)
var heldJobs: [() -> String] = []
func holdJob(_ job: @autoclosure @escaping () -> String) {
    heldJobs.append(job)
}
holdJob(printQueue.remove(at: 0))
holdJob(printQueue.remove(at: 0))
print("Holding \(heldJobs.count) jobs.", printQueue)
for job in heldJobs { print("Now printing \(job())") }
print(printQueue)
func either(_ a: Bool, or b: @autoclosure () -> Bool) -> Bool { a ? true : b() }
func noisy(_ v: Bool) -> Bool { print("evaluated noisy(\(v))"); return v }
print(either(true, or: noisy(false)))
print(either(false, or: noisy(true)))
func orDefault<T>(_ value: T?, _ fallback: @autoclosure () -> T) -> T { value ?? fallback() }
print(orDefault(nil, expensiveDescription()), orDefault("set", expensiveDescription()), evaluations)

// expect: 5
// expect: 5
// expect: Now printing report.pdf
// expect: 4
// expect: Now printing menu.png
// expect: DEBUG: state dump #1
// expect: evaluations: 1
// expect: Holding 2 jobs. ["ticket.txt", "poster.jpg", "invoice.pdf"]
// expect: Now printing ticket.txt
// expect: Now printing poster.jpg
// expect: ["invoice.pdf"]
// expect: true
// expect: evaluated noisy(true)
// expect: true
// expect: state dump #2 set 2
