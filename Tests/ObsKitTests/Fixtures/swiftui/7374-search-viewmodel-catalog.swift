// Search in MVVM: the view model owns the query and a protocol-typed catalog, exposes the filtered `results` as a
// computed property, and the screen binds `.searchable(text: $model.query)` to it; a small child shows the count.
// What SwiftUI does: `:search` sets the whole text in one turn (rules §15.10). The screen's body read `query` (the print,
// and `results` through it), so it runs at each search (rules §8.3). The count view is plain data: it runs only when the
// number differs (rules §2.1, §2.7), so a search that finds as many results as the last one runs only the screen.
// Sources: rules §2.1, §2.7, §8.3, §15.10; https://developer.apple.com/documentation/swiftui/view/searchable(text:placement:prompt:)
import SwiftUI

protocol FruitCatalog {
    func allFruits() -> [String]
}

struct StaticFruitCatalog: FruitCatalog {
    func allFruits() -> [String] { ["Apple", "Apricot", "Banana", "Cherry"] }
}

@Observable
final class FruitSearchModel {
    var query = ""
    private let catalog: any FruitCatalog

    init(catalog: any FruitCatalog) {
        self.catalog = catalog
    }

    var results: [String] {
        let all = catalog.allFruits()
        guard !query.isEmpty else { return all }
        return all.filter { $0.lowercased().contains(query.lowercased()) }
    }
}

struct ResultCount: View {
    let count: Int

    var body: some View {
        let _ = print("ResultCount body: \(count)")
        Text("\(count) results")
    }
}

struct FruitSearchScreen: View {
    @State private var model = FruitSearchModel(catalog: StaticFruitCatalog())

    var body: some View {
        let _ = print("FruitSearchScreen body: '\(model.query)'")
        NavigationStack {
            List {
                ResultCount(count: model.results.count)
                ForEach(model.results, id: \.self) { fruit in
                    Text(fruit)
                }
            }
            .navigationTitle("Fruit")
            .searchable(text: $model.query)
        }
    }
}

:mount FruitSearchScreen()
// expect: FruitSearchScreen body: ''
// expect: ResultCount body: 4
:search "ap"
// expect: FruitSearchScreen body: 'ap'
// expect: ResultCount body: 2
:search "apr"
// expect: FruitSearchScreen body: 'apr'
// expect: ResultCount body: 1
:search "b"
// expect: FruitSearchScreen body: 'b'
:search ""
// expect: FruitSearchScreen body: ''
// expect: ResultCount body: 4
