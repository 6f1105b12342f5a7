// Apple docs style (onChange(of:_:) with no parameters): an onChange on a published query writes another published property; the view runs again for that write, the action does not (rules §10.1, §6.3, §9.2)
// Page: https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)-8wgw9
import SwiftUI
import Combine

final class SearchModel: ObservableObject {
    @Published var query = ""
    @Published var searches = 0
}

struct SearchScreen: View {
    @StateObject private var model = SearchModel()

    var body: some View {
        let _ = print("body [\(model.query)] \(model.searches)")
        VStack {
            TextField("Query", text: $model.query)
            Text("Searches: \(model.searches)")
        }
        .onChange(of: model.query) {
            model.searches += 1
            print("query now \(model.query), searches \(model.searches)")
        }
    }
}

:mount SearchScreen()
// expect: body [] 0
:type "ab" into "Query"
// expect: body [a] 0
// expect: query now a, searches 1
// expect: body [a] 1
// expect: body [ab] 1
// expect: query now ab, searches 2
// expect: body [ab] 2
