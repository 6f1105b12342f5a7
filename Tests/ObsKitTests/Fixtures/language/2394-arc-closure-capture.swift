// Compiler test style: closures capturing objects keep them alive until the closure is released
final class Counter {
    var value = 0
    let tag: String
    init(tag: String) { self.tag = tag }
    deinit { print("counter \(tag) deinit at \(value)") }
}

func makeIncrementer(tag: String) -> () -> Int {
    let counter = Counter(tag: tag)
    return {
        counter.value += 1
        return counter.value
    }
}

var inc: (() -> Int)? = makeIncrementer(tag: "alpha")
print(inc!())
print(inc!())
let alias = inc
inc = nil
print("inc cleared, alias still works: \(alias!())")

var handlers: [() -> Void] = []
do {
    let shared = Counter(tag: "beta")
    handlers.append { shared.value += 10 }
    handlers.append { print("beta value \(shared.value)") }
}
print("scope exited")
handlers.forEach { $0() }
handlers.removeAll()
print("handlers cleared")

var captureList: (() -> Void)?
do {
    var local = Counter(tag: "gamma")
    captureList = { [local] in print("captured \(local.tag)") }
    local = Counter(tag: "delta")
    print("local now \(local.tag)")
}
captureList?()
captureList = nil
print("end")
// expect: 1
// expect: 2
// expect: inc cleared, alias still works: 3
// expect: scope exited
// expect: beta value 10
// expect: counter beta deinit at 10
// expect: handlers cleared
// expect: local now delta
// expect: counter delta deinit at 0
// expect: captured gamma
// expect: counter gamma deinit at 0
// expect: end
