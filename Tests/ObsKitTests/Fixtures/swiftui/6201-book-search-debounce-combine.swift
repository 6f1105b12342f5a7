// A debounced search in an ObservableObject view model: $query through map, debounce, removeDuplicates and a minimum-length filter into a sink, stored in a Set<AnyCancellable>; expected output by the SwiftUI rules (rules §6 $prop replays its current value on subscribe; Combine: debounce publishes the latest value after the quiet interval, removeDuplicates drops an equal repeat)
import SwiftUI
import Combine

final class BookSearchModel: ObservableObject {
    @Published var query = ""
    @Published private(set) var results: [String] = []
    private let catalogue = ["Swift in Depth", "SwiftUI by Example", "Combine Basics", "Swift Concurrency"]
    private var cancellables = Set<AnyCancellable>()

    init() {
        $query
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .debounce(for: .milliseconds(400), scheduler: DispatchQueue.main)
            .removeDuplicates()
            .filter { $0.isEmpty || $0.count >= 2 }
            .sink { [weak self] term in
                guard let self else { return }
                let found = term.isEmpty ? [] : self.catalogue.filter { $0.lowercased().contains(term.lowercased()) }
                self.results = found
                print("searching '\(term)' -> \(found.count) results")
            }
            .store(in: &cancellables)
    }
}

struct BookSearchView: View {
    @StateObject private var model = BookSearchModel()

    var body: some View {
        VStack {
            TextField("Search books", text: $model.query)
            List(model.results, id: \.self) { title in
                Text(title)
            }
        }
    }
}

:mount BookSearchView()
:advance 500ms
:type "sw" into "Search books"
:advance 400ms
:type " " into "Search books"
:advance 400ms
:clear "Search books"
:type "c" into "Search books"
:advance 400ms
:type "o" into "Search books"
:advance 400ms

// expect: searching '' -> 0 results
// expect: searching 'sw' -> 3 results
// expect: searching 'co' -> 2 results
