// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/observedobject (don't give an observed object a default value; use it only for an input: a search field's model made inline in @ObservedObject loses the typed text when the parent's body runs again)
import SwiftUI

final class SearchModel: ObservableObject {
    @Published var query = ""
    init() { print("SearchModel init") }
}

struct SearchBox: View {
    @ObservedObject var model = SearchModel()

    var body: some View {
        VStack {
            TextField("Search", text: $model.query)
            Button("Show query") { print("query: '\(model.query)'") }
        }
    }
}

struct SearchScreen: View {
    @State private var results = 0

    var body: some View {
        VStack {
            Text("\(results) results")
            Button("Load results") { results += 3 }
            SearchBox()
        }
    }
}

:mount SearchScreen()
:type "swift" into "Search"
:tap "Show query"
:tap "Load results"
:tap "Show query"
// expect: SearchModel init
// expect: query: 'swift'
// expect: SearchModel init
// expect: query: ''
