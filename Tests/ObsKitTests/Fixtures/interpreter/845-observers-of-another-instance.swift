// A write from inside a property observer (expected output: swiftc 6.3.1 on this machine): to the same property
// of the same object it goes straight to storage; to the same property of another object it runs that object's
// observers, down a chain of objects.
final class Cell {
    let name: String
    var next: Cell?
    init(_ name: String) { self.name = name }
    var value = 0 {
        willSet { print("\(name) will be \(newValue)") }
        didSet {
            print("\(name) was \(oldValue), now \(value)")
            if value > 10 { value = 10 }
            next?.value = value + 1
        }
    }
}
let first = Cell("first"), second = Cell("second"), third = Cell("third")
first.next = second
second.next = third
first.value = 12
print(first.value, second.value, third.value)
struct Gauge {
    var level = 0 { didSet { if level < 0 { level = 0 }; print("level \(oldValue) -> \(level)") } }
}
var gauge = Gauge()
gauge.level = -5
gauge.level = 3

// expect: first will be 12
// expect: first was 0, now 12
// expect: second will be 11
// expect: second was 0, now 11
// expect: third will be 11
// expect: third was 0, now 11
// expect: 10 10 10
// expect: level 0 -> 0
// expect: level 0 -> 3
