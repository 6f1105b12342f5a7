// stack-overflow style: "debounce and removeDuplicates on a search field" — the view model pipes $text through debounce(300 ms on the main queue) and removeDuplicates into a sink; $text replays "" at subscription, keystrokes typed without time passing collapse into one value, and typing back the same text after a clear is dropped as a duplicate (rules §6.3, §15.15)
import SwiftUI
import Combine

final class PeopleSearch: ObservableObject {
    @Published var text = ""
    @Published private(set) var matches: [String] = []
    private let names = ["Ada", "Alan", "Grace", "Linus"]
    private var bag = Set<AnyCancellable>()

    init() {
        $text
            .debounce(for: .milliseconds(300), scheduler: DispatchQueue.main)
            .removeDuplicates()
            .sink { [weak self] term in
                guard let self else { return }
                self.matches = term.isEmpty ? [] : self.names.filter { $0.lowercased().hasPrefix(term.lowercased()) }
                print("search '\(term)': \(self.matches)")
            }
            .store(in: &bag)
    }
}

struct PeopleSearchView: View {
    @StateObject private var search = PeopleSearch()

    var body: some View {
        VStack {
            TextField("Search", text: $search.text)
            ForEach(search.matches, id: \.self) { name in
                Text(name)
            }
        }
    }
}

:mount PeopleSearchView()
:advance 300ms
// expect: search '': []
:type "a" into "Search"
:advance 300ms
// expect: search 'a': ["Ada", "Alan"]
:type "l" into "Search"
:advance 100ms
:advance 200ms
// expect: search 'al': ["Alan"]
:clear "Search"
:type "al" into "Search"
:advance 300ms
:type "x" into "Search"
:advance 300ms
// expect: search 'alx': []
