// Course exercise: escaping versus non-escaping closures, storing completion handlers for later
var completionHandlers: [() -> Void] = []

func someFunctionWithEscapingClosure(completionHandler: @escaping () -> Void) {
    completionHandlers.append(completionHandler)
}

func someFunctionWithNonescapingClosure(closure: () -> Void) {
    closure()
}

class SomeClass {
    var x = 10
    func doSomething() {
        someFunctionWithEscapingClosure { self.x = 100 }
        someFunctionWithNonescapingClosure { x = 200 }
    }
}

let instance = SomeClass()
instance.doSomething()
print("after doSomething: \(instance.x)")
completionHandlers.first?()
print("after running stored handler: \(instance.x)")

class Downloader {
    private var pending: [(String) -> Void] = []

    func fetch(_ url: String, completion: @escaping (String) -> Void) {
        print("queued \(url)")
        pending.append { result in completion("\(url) -> \(result)") }
    }

    func finishAll() {
        let handlers = pending
        pending.removeAll()
        for (i, handler) in handlers.enumerated() {
            handler(i % 2 == 0 ? "200 OK" : "404")
        }
    }
}

func measure(_ label: String, _ work: () -> Int) -> String {
    "\(label) = \(work())"
}

let downloader = Downloader()
var results: [String] = []
downloader.fetch("a.json") { results.append($0) }
downloader.fetch("b.json") { results.append($0) }
print("results before finish: \(results.count)")
downloader.finishAll()
results.forEach { print($0) }
print(measure("sum", { (1...10).reduce(0, +) }))

// expect: after doSomething: 200
// expect: after running stored handler: 100
// expect: queued a.json
// expect: queued b.json
// expect: results before finish: 0
// expect: a.json -> 200 OK
// expect: b.json -> 404
// expect: sum = 55
