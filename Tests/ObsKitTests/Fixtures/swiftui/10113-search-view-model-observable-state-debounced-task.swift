// architecture style: a search view model (@Observable in @State) debounced with `.task(id: query)`: each keystroke cancels the pending search (its catch runs) and starts a new one that sleeps 300 ms on the virtual clock before filtering (rules §11.3, §8.3, §8.5, README assumption 13)
import SwiftUI

@Observable
final class FruitSearchViewModel {
    var query = ""
    private(set) var results: [String] = []
    private let all = ["apple", "apricot", "banana", "blueberry"]

    func search() async {
        do {
            try await Task.sleep(for: .milliseconds(300))
            results = all.filter { $0.hasPrefix(query) }
            print("searched '\(query)': \(results.count)")
        } catch {
            print("search '\(query)' cancelled")
        }
    }
}

struct FruitSearchScreen: View {
    @State private var viewModel = FruitSearchViewModel()

    var body: some View {
        let _ = print("FruitSearchScreen body: '\(viewModel.query)' \(viewModel.results.count)")
        VStack {
            TextField("Fruit", text: $viewModel.query)
            ForEach(viewModel.results, id: \.self) { fruit in
                Text(fruit)
            }
        }
        .task(id: viewModel.query) { await viewModel.search() }
    }
}

:mount FruitSearchScreen()
// expect: FruitSearchScreen body: '' 0
:advance 300ms
// expect: searched '': 4
// expect: FruitSearchScreen body: '' 4
:type "ap" into "Fruit"
// expect: FruitSearchScreen body: 'a' 4
// expect: FruitSearchScreen body: 'ap' 4
// expect: search 'ap' cancelled
:advance 300ms
// expect: searched 'ap': 2
// expect: FruitSearchScreen body: 'ap' 2
