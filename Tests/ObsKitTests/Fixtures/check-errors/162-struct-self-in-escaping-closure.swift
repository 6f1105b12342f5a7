// Check error: a mutating method of a struct captures 'self' in an escaping closure
// (swiftc -typecheck reports nothing here: this is a SIL-stage diagnostic; the message is from swiftc -emit-sil -swift-version 5)
struct Counter {
    var count = 0
    var handlers: [() -> Void] = []

    mutating func register() {
        handlers.append {
            self.count += 1
        }
    }
}

var counter = Counter()
counter.register()
// expect-error: escaping closure captures mutating 'self' parameter
