// Swift by Sundell style (mutating protocol requirements): a Toggleable protocol adopted by an enum, a struct and a class, with a generic flipAll over inout arrays
protocol Toggleable {
    mutating func toggle()
    var isOn: Bool { get }
}

enum Switch: Toggleable {
    case on, off
    mutating func toggle() { self = self == .on ? .off : .on }
    var isOn: Bool { self == .on }
}

struct Lamp: Toggleable {
    var lit = false
    var flips = 0
    mutating func toggle() { lit.toggle(); flips += 1 }
    var isOn: Bool { lit }
}

final class Relay: Toggleable {
    var closed = true
    func toggle() { closed = !closed }
    var isOn: Bool { closed }
}

func flipAll<T: Toggleable>(_ items: inout [T], times: Int = 1) {
    for i in items.indices {
        for _ in 0..<times { items[i].toggle() }
    }
}

func states(_ items: [some Toggleable]) -> String {
    items.map { $0.isOn ? "1" : "0" }.joined()
}

var switches: [Switch] = [.on, .off, .off]
flipAll(&switches)
print(states(switches))

var lamps = [Lamp(), Lamp(lit: true)]
flipAll(&lamps, times: 3)
print(states(lamps), lamps.map(\.flips))

let relay = Relay()
var relays = [relay, relay]
flipAll(&relays)
print(states(relays), relay.closed)

var mixed: [any Toggleable] = [Switch.on, Lamp(), relay]
for i in mixed.indices { mixed[i].toggle() }
print(mixed.map(\.isOn), relay.isOn)

// expect: 011
// expect: 10 [3, 3]
// expect: 11 true
// expect: [false, true, false] false
