// A non-mutating method calls a mutating method of the same struct
// Written by an outside author (stop 28 corpus, file 7052); the message and its place are swiftc's on this machine.
struct Counter {
    private(set) var count = 0

    mutating func increment() {
        count += 1
    }

    func incrementAndLog() {
        increment()
        print("count is now \(count)")
    }
}

var c = Counter()
c.increment()
c.incrementAndLog()
print(c.count)

// expect-error: cannot use mutating member on immutable value: 'self' is immutable
// expect-location: 10:9
