// "My Combine sink in the ObservableObject's init stops firing": a sink whose AnyCancellable is not stored is cancelled at once (it sees only the replayed value); stored sinks and `assign(to: &$prop)` keep running; a debounce emits the last value after the quiet period (SEMANTICS §6 "$prop replays the current value on subscribe"; Apple: AnyCancellable "cancel() when deinitialized", Publisher.debounce(for:scheduler:options:), assign(to:))
import SwiftUI
import Combine

final class FruitSearch: ObservableObject {
    @Published var query = ""
    @Published private(set) var matches: [String] = []
    private let catalog = ["apple", "apricot", "banana", "cherry"]
    private var bag = Set<AnyCancellable>()

    init() {
        $query
            .sink { print("stored sink '\($0)'") }
            .store(in: &bag)
        _ = $query.sink { print("unstored sink '\($0)'") }
        let catalog = self.catalog
        $query
            .debounce(for: .milliseconds(300), scheduler: DispatchQueue.main)
            .map { q in q.isEmpty ? catalog : catalog.filter { $0.hasPrefix(q) } }
            .assign(to: &$matches)
    }
}

struct FruitSearchView: View {
    @StateObject private var search = FruitSearch()

    var body: some View {
        VStack {
            Button("Search ap") {
                search.query = "a"
                search.query = "ap"
            }
            ForEach(search.matches, id: \.self) { Text($0) }
        }
        .onChange(of: search.matches) {
            print("matches: \(search.matches.joined(separator: ", "))")
        }
    }
}

:mount FruitSearchView()
:advance 1s
:tap "Search ap"
:advance 1s

// expect: stored sink ''
// expect: unstored sink ''
// expect: matches: apple, apricot, banana, cherry
// expect: stored sink 'a'
// expect: stored sink 'ap'
// expect: matches: apple, apricot
