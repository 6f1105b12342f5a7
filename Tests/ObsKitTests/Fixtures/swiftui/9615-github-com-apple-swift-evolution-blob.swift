// Swift Evolution SE-0395 "Observation", https://github.com/apple/swift-evolution/blob/main/proposals/0395-observability.md, with Apple's Observable() macro page — an @Observable search model whose `query` has a didSet that recomputes `results`: the field re-runs per keystroke, the results list only when the results really change, and an @ObservationIgnored counter never re-runs anything
// SE-0395: the macro turns stored properties into tracked ones, and "property observers such as willSet and
// didSet" keep working; @ObservationIgnored opts a property out. Apple's Observation since Swift 6.1 (the
// shouldNotifyObservers change, swiftlang/swift#78151) notifies nobody for an `=` of an equal Equatable value,
// so `results = filtered` with the same array is silent (rules §8.1, §15.6).
import SwiftUI

@Observable final class SearchModel {
    static let catalog = ["Apple", "Apricot", "Avocado", "Banana"]

    var query = "" {
        didSet {
            searches += 1
            results = Self.catalog.filter { query.isEmpty || $0.hasPrefix(query) }
        }
    }
    var results: [String] = SearchModel.catalog
    @ObservationIgnored var searches = 0
}

struct SearchField: View {
    let model: SearchModel

    var body: some View {
        let _ = Self._printChanges()
        @Bindable var model = model
        TextField("Search", text: $model.query)
    }
}

struct ResultsList: View {
    let model: SearchModel

    var body: some View {
        let _ = Self._printChanges()
        let _ = print("results: \(model.results.joined(separator: ", "))")
        VStack {
            ForEach(model.results, id: \.self) { name in
                Text(name)
            }
        }
    }
}

struct SearchCounter: View {
    let model: SearchModel

    var body: some View {
        let _ = Self._printChanges()
        Text("\(model.searches) searches")
    }
}

struct SearchScreen: View {
    @State private var model = SearchModel()

    var body: some View {
        VStack {
            SearchField(model: model)
            SearchCounter(model: model)
            ResultsList(model: model)
            Button("Report") { print("query \"\(model.query)\", \(model.searches) searches") }
        }
    }
}

:mount SearchScreen()
// expect: SearchField: @self changed.
// expect: SearchCounter: @self changed.
// expect: ResultsList: @self changed.
// expect: results: Apple, Apricot, Avocado, Banana
:type "A" into "Search"
// expect: SearchField: @dependencies changed.
// expect: ResultsList: @dependencies changed.
// expect: results: Apple, Apricot, Avocado
:type "p" into "Search"
// expect: SearchField: @dependencies changed.
// expect: ResultsList: @dependencies changed.
// expect: results: Apple, Apricot
:type "r" into "Search"
// expect: SearchField: @dependencies changed.
// expect: ResultsList: @dependencies changed.
// expect: results: Apricot
:type "i" into "Search"
// expect: SearchField: @dependencies changed.
:tap "Report"
// expect: query "Apri", 4 searches
