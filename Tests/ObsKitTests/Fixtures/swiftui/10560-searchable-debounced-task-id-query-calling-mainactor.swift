// async-in-views style: .searchable with a debounced .task(id: query) calling a @MainActor @Observable search model; a newer query cancels the pending one, and clearing the search empties the results at once (rules §15.10, §11.3, §8)
import SwiftUI

@MainActor
@Observable
final class FruitSearchModel {
    var results: [String] = []
    private let all = ["Apple", "Apricot", "Banana", "Avocado"]

    func search(_ text: String) async {
        guard !text.isEmpty else {
            results = []
            return
        }
        do {
            try await Task.sleep(for: .milliseconds(250))
        } catch {
            return
        }
        results = all.filter { $0.lowercased().hasPrefix(text.lowercased()) }
        print("searched '\(text)': \(results.count)")
    }
}

struct FruitSearch: View {
    @State private var query = ""
    @State private var model = FruitSearchModel()

    var body: some View {
        let _ = print("FruitSearch body: query='\(query)' results=\(model.results.count)")
        NavigationStack {
            List(model.results, id: \.self) { Text($0) }
                .searchable(text: $query)
                .task(id: query) { await model.search(query) }
        }
    }
}

:mount FruitSearch()
// expect: FruitSearch body: query='' results=0
:search "ap"
// expect: FruitSearch body: query='ap' results=0
:advance 250ms
// expect: searched 'ap': 2
// expect: FruitSearch body: query='ap' results=2
:search "apr"
// expect: FruitSearch body: query='apr' results=2
:advance 100ms
:search "apri"
// expect: FruitSearch body: query='apri' results=2
:advance 250ms
// expect: searched 'apri': 1
// expect: FruitSearch body: query='apri' results=1
:search ""
// expect: FruitSearch body: query='' results=1
// expect: FruitSearch body: query='' results=0
