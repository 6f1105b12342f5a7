// Blog style (a @Query-like wrapper): @NameQuery owns its store in a nested @StateObject, made once, and hands the latest filter to it in update(); the parent's search text makes a new ResultsList value per keystroke, so each one runs update() and the body, and a change in the store re-runs the list with the current filter (rules §7.2, §4.2, §4.3, §2.5, §2.6, §2.7)
import SwiftUI
import Combine

final class NameStore: ObservableObject {
    @Published var all = ["Ada", "Alan", "Grace", "Linus"]
    var filter = ""

    init() {
        print("NameStore init")
    }

    var results: [String] {
        filter.isEmpty ? all : all.filter { $0.localizedCaseInsensitiveContains(filter) }
    }
}

@propertyWrapper
struct NameQuery: DynamicProperty {
    @StateObject private var store = NameStore()
    private let filter: String

    init(filter: String) {
        self.filter = filter
    }

    func update() {
        store.filter = filter
    }

    var wrappedValue: [String] { store.results }
    var projectedValue: NameStore { store }
}

struct ResultsList: View {
    @NameQuery var names: [String]

    init(filter: String) {
        _names = NameQuery(filter: filter)
    }

    var body: some View {
        let _ = print("ResultsList body: \(names)")
        VStack {
            ForEach(names, id: \.self) { name in
                Text(name)
            }
            Button("Add Alonzo") { $names.all.append("Alonzo") }
        }
    }
}

struct ContentView: View {
    @State private var search = ""

    var body: some View {
        VStack {
            TextField("Search", text: $search)
            ResultsList(filter: search)
        }
    }
}

:mount ContentView()
// expect: NameStore init
// expect: ResultsList body: ["Ada", "Alan", "Grace", "Linus"]
:type "al" into "Search"
// expect: ResultsList body: ["Ada", "Alan", "Grace"]
// expect: ResultsList body: ["Alan"]
:tap "Add Alonzo"
// expect: ResultsList body: ["Alan", "Alonzo"]
:clear "Search"
// expect: ResultsList body: ["Ada", "Alan", "Grace", "Linus", "Alonzo"]
