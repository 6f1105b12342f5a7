// A mutating protocol requirement implemented by a struct and an enum.
protocol Togglable {
    mutating func toggle()
}
enum Switch: Togglable {
    case off, on
    mutating func toggle() {
        self = self == .off ? .on : .off
    }
}
struct Counter: Togglable {
    var flips = 0
    mutating func toggle() { flips += 1 }
}
func toggleTwice<T: Togglable>(_ value: inout T) {
    value.toggle()
    value.toggle()
}
var s = Switch.off
s.toggle()
print(s)
toggleTwice(&s)
print(s)
var c = Counter()
toggleTwice(&c)
c.toggle()
print(c.flips)

// expect: on
// expect: on
// expect: 3
