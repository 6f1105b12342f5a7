// A forwarding object whose source can be re-pointed: `follow()` subscribes to the source's
// objectWillChange only when the source differs from the one it follows (an ObjectIdentifier guard), so
// repeated calls cost nothing, and after a re-point it follows the new source: storing the new
// AnyCancellable releases the old one, so the old source's changes are no longer forwarded. A projection
// made lazily (`lazy var`, from `ObservedObject(wrappedValue:).projectedValue`) is made once, for the
// source of that moment, and its bindings keep writing to that object after the re-point.
// Basis: rules §6 (objectWillChange publishers and their sinks), rules §9 (a `$object.property` binding
// writes `root[keyPath:]`). Swift: a lazy var's initial value is computed once; releasing an
// AnyCancellable cancels its subscription.
import Combine

final class Gauge: ObservableObject {
    let name: String
    @Published var level = 0
    init(name: String) { self.name = name }
}

final class Forwarder: ObservableObject {
    var source: Gauge
    let objectWillChange = ObservableObjectPublisher()
    private var followedID: ObjectIdentifier?
    private var link: AnyCancellable?
    lazy var projection = ObservedObject(wrappedValue: source).projectedValue

    init(_ source: Gauge) { self.source = source }

    func follow() {
        guard followedID != ObjectIdentifier(source) else { return }
        print("follows", source.name)
        link = source.objectWillChange.sink { [weak self] _ in self?.objectWillChange.send() }
        followedID = ObjectIdentifier(source)
    }
}

let left = Gauge(name: "left")
let right = Gauge(name: "right")
let forwarder = Forwarder(left)
let watcher = forwarder.objectWillChange.sink { print("forwarded") }

forwarder.follow()
forwarder.follow()
left.level += 1
let firstProjection = forwarder.projection
print("projection reads", firstProjection.level.wrappedValue)
print("-- re-point to right")
forwarder.source = right
forwarder.follow()
forwarder.follow()
left.level += 1
right.level += 1
print("-- write through the lazy projection")
forwarder.projection.level.wrappedValue = 7
print("left", left.level, "right", right.level)

// expect: follows left
// expect: forwarded
// expect: projection reads 1
// expect: -- re-point to right
// expect: follows right
// expect: forwarded
// expect: -- write through the lazy projection
// expect: left 7 right 1
