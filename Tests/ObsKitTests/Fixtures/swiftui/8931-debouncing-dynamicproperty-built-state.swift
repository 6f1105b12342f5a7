// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/binding/init(get:set:) (a debouncing DynamicProperty built on @State: its projected Binding stores each keystroke and restarts a sleeping task; only when the text has been still for 300 ms does the wrapped value take it)
import SwiftUI

@propertyWrapper
struct Debounced: DynamicProperty {
    @State private var latest: String
    @State private var settled: String
    @State private var pending: Task<Void, Never>?
    let delay: Duration

    init(wrappedValue: String, for delay: Duration) {
        _latest = State(initialValue: wrappedValue)
        _settled = State(initialValue: wrappedValue)
        self.delay = delay
    }

    var wrappedValue: String { settled }

    var projectedValue: Binding<String> {
        Binding(
            get: { latest },
            set: { newValue in
                latest = newValue
                pending?.cancel()
                pending = Task {
                    do { try await Task.sleep(for: delay) } catch { return }
                    settled = newValue
                }
            }
        )
    }
}

struct SearchBox: View {
    @Debounced(for: .milliseconds(300)) var query = ""

    var body: some View {
        let _ = print("body: typed '\($query.wrappedValue)', query '\(query)'")
        TextField("Search", text: $query)
    }
}

:mount SearchBox()
:type "cat" into "Search"
:advance 300ms
// expect: body: typed '', query ''
// expect: body: typed 'c', query ''
// expect: body: typed 'ca', query ''
// expect: body: typed 'cat', query ''
// expect: body: typed 'cat', query 'cat'
