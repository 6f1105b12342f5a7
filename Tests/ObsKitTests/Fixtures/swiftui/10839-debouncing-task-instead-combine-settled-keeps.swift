// Blog style (debouncing with a Task instead of Combine): @Settled keeps the live text, the settled text and the pending Task in nested @State; each keystroke cancels the last Task and starts a new one that sleeps, so only the last text settles, and the view's onChange runs the search once (rules §9.1, §3.5, §7.1, §10.1, §11.1, §15.15)
import SwiftUI

@propertyWrapper
struct Settled: DynamicProperty {
    @State private var live: String
    @State private var settled: String
    @State private var pending: Task<Void, Never>?
    private let delay: Duration

    init(wrappedValue: String, delay: Duration) {
        _live = State(initialValue: wrappedValue)
        _settled = State(initialValue: wrappedValue)
        self.delay = delay
    }

    var wrappedValue: String { settled }

    var projectedValue: Binding<String> {
        Binding(
            get: { live },
            set: { newValue in
                live = newValue
                pending?.cancel()
                pending = Task { @MainActor in
                    guard (try? await Task.sleep(for: delay)) != nil else { return }
                    settled = newValue
                    print("settled on '\(newValue)'")
                }
            }
        )
    }
}

struct SearchField: View {
    @Settled(delay: .milliseconds(400)) var query = ""

    var body: some View {
        let _ = print("SearchField body: settled '\(query)'")
        TextField("Search", text: $query)
            .onChange(of: query) {
                print("run search for '\(query)'")
            }
    }
}

:mount SearchField()
// expect: SearchField body: settled ''
:type "cat" into "Search"
// expect: SearchField body: settled ''
// expect: SearchField body: settled ''
// expect: SearchField body: settled ''
:advance 1s
// expect: settled on 'cat'
// expect: SearchField body: settled 'cat'
// expect: run search for 'cat'
:type "s" into "Search"
// expect: SearchField body: settled 'cat'
:advance 1s
// expect: settled on 'cats'
// expect: SearchField body: settled 'cats'
// expect: run search for 'cats'
