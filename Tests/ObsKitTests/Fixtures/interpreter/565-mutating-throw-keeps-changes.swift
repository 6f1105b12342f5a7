// A mutating method that changes `self` and then throws: the change stays, as an inout `self` is written
// back when the call ends either way. Also checks the in-place path of mutating calls on a local struct
// (issue 14). Expected output: swiftc 6.3.1 on this machine.
struct Failure: Error {}
struct Counter {
    var count = 0
    mutating func bump(to value: Int) throws {
        count = value
        throw Failure()
    }
    mutating func add(_ step: Int) { count += step }
}
func run() {
    var counter = Counter()
    counter.add(2)
    do { try counter.bump(to: 5) } catch {}
    print(counter.count)
    var copy = counter
    copy.add(1)
    print(counter.count, copy.count)
}
run()
// expect: 5
// expect: 5 6
