// Follows Apple's `Published` page (a @Published property's `$` publisher, subscribed with `sink`) in a view model:
// a search model pipes its own `$query` through `map` into a `sink` that stores the matches, and a view types into
// `$model.query`.
// - The sink gets the current value when it subscribes (in the init) and each new query during the set, before
//   `query` is stored (Apple `published`; rules §6.3). Its write to `matches` publishes a second time in the same
//   action; the view still runs once per keystroke (rules §10.1, T11).
// - The @StateObject model is made right before the first body and released at unmount; the sink holds `self`
//   weakly, and in Combine `$query` holds the property's subject, not the model, so nothing else keeps the model:
//   it deinits (rules §4.2, §1.4, §4.4; Apple `published`).
// - ObsREPL (at this writing) keeps the model alive after `:unmount` when the pipeline has an operator such as `map`
//   (`:objects` says "kept alive by ... a closure"), so it prints no deinit; the expectation keeps Combine's.
import SwiftUI
import Combine

final class SearchModel: ObservableObject {
    static let fruits = ["apple", "apricot", "avocado", "banana"]

    @Published var query = ""
    @Published private(set) var matches: [String] = []
    private var cancellables = Set<AnyCancellable>()

    init() {
        print("SearchModel init")
        $query
            .map { text in
                text.isEmpty ? [] : SearchModel.fruits.filter { $0.hasPrefix(text) }
            }
            .sink { [weak self] result in
                print("sink: \(result.count) matches")
                self?.matches = result
            }
            .store(in: &cancellables)
    }

    deinit { print("SearchModel deinit") }
}

struct SearchView: View {
    @StateObject private var model = SearchModel()

    var body: some View {
        let _ = print("body: query '\(model.query)', matches [\(model.matches.joined(separator: ", "))]")
        VStack {
            TextField("Search", text: $model.query)
            ForEach(model.matches, id: \.self) { fruit in
                Text(fruit)
            }
        }
    }
}

:mount SearchView()
// expect: SearchModel init
// expect: sink: 0 matches
// expect: body: query '', matches []
:type "apr" into "Search"
// expect: sink: 3 matches
// expect: body: query 'a', matches [apple, apricot, avocado]
// expect: sink: 2 matches
// expect: body: query 'ap', matches [apple, apricot]
// expect: sink: 1 matches
// expect: body: query 'apr', matches [apricot]
:clear "Search"
// expect: sink: 0 matches
// expect: body: query '', matches []
:unmount
// expect: SearchModel deinit
