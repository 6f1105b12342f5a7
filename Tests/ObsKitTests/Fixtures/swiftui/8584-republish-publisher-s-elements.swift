// SwiftUI from Apple's documentation: Publisher assign(to:) — https://developer.apple.com/documentation/combine/publisher/assign(to:) (republish a publisher's elements into an @Published property with assign(to: &$property); a view observing the model shows the result)
import SwiftUI
import Combine

final class SearchModel: ObservableObject {
    @Published var query = ""
    @Published var shouted = ""

    init() {
        $query
            .map { $0.uppercased() }
            .assign(to: &$shouted)
    }
}

struct SearchView: View {
    @StateObject private var model = SearchModel()

    var body: some View {
        VStack {
            TextField("Query", text: $model.query)
            Text(model.shouted)
        }
        .onChange(of: model.shouted) { _, newValue in
            print("shouted: \(newValue)")
        }
    }
}

:mount SearchView()
:type "ab" into "Query"
// expect: shouted: A
// expect: shouted: AB
