// A protocol whose requirement returns an enum with associated values; callers switch on it.
enum Event {
    case tap(x: Int, y: Int)
    case key(Character)
    case scroll(delta: Int)
}
protocol EventSource {
    var sourceName: String { get }
    func nextEvent() -> Event
}
struct Mouse: EventSource {
    var sourceName: String { "mouse" }
    func nextEvent() -> Event { .tap(x: 10, y: 20) }
}
struct Keyboard: EventSource {
    var sourceName: String { "keyboard" }
    func nextEvent() -> Event { .key("q") }
}
struct Wheel: EventSource {
    var sourceName: String { "wheel" }
    func nextEvent() -> Event { .scroll(delta: -3) }
}
let sources: [any EventSource] = [Mouse(), Keyboard(), Wheel()]
for source in sources {
    switch source.nextEvent() {
    case let .tap(x, y):
        print("\(source.sourceName): tap at \(x),\(y)")
    case .key(let c):
        print("\(source.sourceName): key \(c)")
    case .scroll(let d) where d < 0:
        print("\(source.sourceName): scroll up by \(-d)")
    case .scroll(let d):
        print("\(source.sourceName): scroll down by \(d)")
    }
}
print(Mouse().nextEvent())

// expect: mouse: tap at 10,20
// expect: keyboard: key q
// expect: wheel: scroll up by 3
// expect: tap(x: 10, y: 20)
