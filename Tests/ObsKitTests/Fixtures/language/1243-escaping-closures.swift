// Closures: @escaping completion handlers stored for later, explicit self in classes, structs capturing a copy.
// expected output: swiftc 6.3.1 (Linux), run on this machine
var completionHandlers: [() -> Void] = []
func someFunctionWithEscapingClosure(completionHandler: @escaping () -> Void) {
    completionHandlers.append(completionHandler)
}
func someFunctionWithNonescapingClosure(closure: () -> Void) { closure() }
final class SomeClass {
    var x = 10
    func doSomething() {
        someFunctionWithEscapingClosure { self.x = 100 }
        someFunctionWithNonescapingClosure { x = 200 }
    }
}
let instance = SomeClass()
instance.doSomething()
print(instance.x)
completionHandlers.first?()
print(instance.x)
final class Downloader {
    private var pending: [(String) -> Void] = []
    func fetch(_ path: String, completion: @escaping (String) -> Void) {
        print("queued", path)
        pending.append { body in completion("\(path): \(body)") }
    }
    func finishAll() {
        let work = pending
        pending.removeAll()
        for (i, handler) in work.enumerated() { handler("response #\(i + 1)") }
    }
}
let downloader = Downloader()
var results: [String] = []
downloader.fetch("/a") { results.append($0) }
downloader.fetch("/b") { print("direct:", $0) }
print("results before:", results.count)
downloader.finishAll()
print(results)
struct Counter {
    var count = 0
    func makeReporter() -> () -> String { { "count was \(count)" } }
}
var counter = Counter()
let reporter = counter.makeReporter()
counter.count = 5
print(reporter(), counter.makeReporter()())
func delayed(_ value: Int, _ transform: @escaping (Int) -> Int) -> () -> Int { { transform(value) } }
let thunk = delayed(4) { $0 * $0 }
print(thunk())

// expect: 200
// expect: 100
// expect: queued /a
// expect: queued /b
// expect: results before: 0
// expect: direct: /b: response #2
// expect: ["/a: response #1"]
// expect: count was 0 count was 5
// expect: 16
