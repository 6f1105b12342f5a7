// Article 001, mistake D fix (listing 001-09): one `@StateObject` in the table, three `@ObservedObject` rows: one model, four subscriptions (the table's box and each row's box), kept across changes; unmount releases the single model. rules §4 (StateObject box subscribes like ObservedObject), §5 (box subscribes at its first update; same instance ⇒ kept), §1 (unmount releases).
// Our CounterVM logs each read of `objectWillChange`, i.e. each subscription (it has no @Published; `value` sends by hand, §6).
// note: the listing's `var body: some View { /* uses vm */ }` is an empty builder body. Swift accepts it (the View requirement's result builder is inferred ⇒ EmptyView; checked with swiftc 6.3.1 on a mock protocol), so this expects it to load. the listings folder's README asks for "a clear error that says what is missing" for it instead; if the interpreter does that, this scenario fails on purpose and the README's rule should be decided.
var made = 0
weak var lastMade: CounterVM?
final class CounterVM: ObservableObject {
    let serial: Int
    private let publisher = ObservableObjectPublisher()
    var objectWillChange: ObservableObjectPublisher {
        print("subscribing to VM", serial)
        return publisher
    }
    var value = 0 {
        willSet { publisher.send() }
    }
    init() {
        made += 1
        serial = made
        print("CounterVM init", serial)
        lastMade = self
    }
    deinit { print("CounterVM deinit", serial) }
    func inc() {
        value += 1
        print("VM", serial, "value is now", value)
    }
}
//> include 001-09-shared-rows.swift

struct Page: View {
    var body: some View {
        VStack {
            Button("Inc shared") { lastMade?.inc() }
            TableView()
        }
    }
}

:mount Page()
print("-- inc twice")
:tap "Inc shared"
:tap "Inc shared"
print("-- unmount")
:unmount

// expect: CounterVM init 1
// expect: subscribing to VM 1
// expect: subscribing to VM 1
// expect: subscribing to VM 1
// expect: subscribing to VM 1
// expect: -- inc twice
// expect: VM 1 value is now 1
// expect: VM 1 value is now 2
// expect: -- unmount
// expect: CounterVM deinit 1
