// Blog style (a @Debounced wrapper with Combine): the wrapper owns a box in a nested @StateObject; the field writes the box's input through $box.input, every keystroke re-runs the view, and the debounced output arrives once the typing pauses (rules §4.1, §4.2, §4.4, §7.3, §6.3, §15.15, §11.1)
import SwiftUI
import Combine

final class DebounceBox: ObservableObject {
    @Published var input: String
    @Published private(set) var output: String
    private var cancellable: AnyCancellable?

    init(initial: String, milliseconds: Int) {
        input = initial
        output = initial
        print("DebounceBox init, \(milliseconds) ms")
        cancellable = $input
            .dropFirst()
            .debounce(for: .milliseconds(milliseconds), scheduler: DispatchQueue.main)
            .sink { [weak self] value in
                print("debounced: \(value)")
                self?.output = value
            }
    }
}

@propertyWrapper
struct Debounced: DynamicProperty {
    @StateObject private var box: DebounceBox

    init(wrappedValue: String, milliseconds: Int) {
        _box = StateObject(wrappedValue: DebounceBox(initial: wrappedValue, milliseconds: milliseconds))
    }

    var wrappedValue: String { box.output }
    var projectedValue: Binding<String> { $box.input }
}

struct SearchView: View {
    @Debounced(milliseconds: 300) var query = ""

    var body: some View {
        let _ = Self._printChanges()
        let _ = print("query = \"\(query)\"")
        VStack {
            TextField("Search", text: $query)
            Text("Results for \(query)")
        }
        .onChange(of: query) { _, newValue in
            print("searching for \(newValue)")
        }
    }
}

:mount SearchView()
// expect: DebounceBox init, 300 ms
// expect: SearchView: @self, @identity, _query changed.
// expect: query = ""
:type "ab" into "Search"
// expect: SearchView: _query changed.
// expect: query = ""
// expect: SearchView: _query changed.
// expect: query = ""
:advance 1s
// expect: debounced: ab
// expect: SearchView: _query changed.
// expect: query = "ab"
// expect: searching for ab
:type "c" into "Search"
// expect: SearchView: _query changed.
// expect: query = "ab"
:advance 100ms
:advance 1s
// expect: debounced: abc
// expect: SearchView: _query changed.
// expect: query = "abc"
// expect: searching for abc
