// architecture style: a view model made with `@ObservedObject var model = Model()` inside the child: every parent render makes a new one (new init first, old deinit after), so the typed query is lost; the same child with @StateObject keeps its model (rules §5.3, §4.3, §2.5)
// PITFALL (on purpose): `@ObservedObject` used to create the view model.
import SwiftUI

final class SearchFieldModel: ObservableObject {
    private static var made = 0
    let number: Int
    @Published var query = ""

    init() {
        Self.made += 1
        number = Self.made
        print("SearchFieldModel #\(number) init")
    }
    deinit { print("SearchFieldModel #\(number) deinit") }
}

struct SearchField: View {
    @ObservedObject var model = SearchFieldModel()

    var body: some View {
        let _ = print("SearchField body: #\(model.number) '\(model.query)'")
        TextField("Search", text: $model.query)
    }
}

struct FixedSearchField: View {
    @StateObject var model = SearchFieldModel()

    var body: some View {
        let _ = print("FixedSearchField body: #\(model.number) '\(model.query)'")
        TextField("Fixed search", text: $model.query)
    }
}

struct SearchPage: View {
    @State private var resultsShown = 0

    var body: some View {
        let _ = print("SearchPage body: \(resultsShown)")
        VStack {
            SearchField()
            FixedSearchField()
            Button("More results") { resultsShown += 10 }
        }
    }
}

:mount SearchPage()
// expect: SearchPage body: 0
// expect: SearchFieldModel #1 init
// expect: SearchField body: #1 ''
// expect: SearchFieldModel #2 init
// expect: FixedSearchField body: #2 ''
:type "ab" into "Search"
// expect: SearchField body: #1 'a'
// expect: SearchField body: #1 'ab'
:type "x" into "Fixed search"
// expect: FixedSearchField body: #2 'x'
:tap "More results"
// expect: SearchPage body: 10
// expect: SearchFieldModel #3 init
// expect: SearchFieldModel #1 deinit
// expect: SearchField body: #3 ''
