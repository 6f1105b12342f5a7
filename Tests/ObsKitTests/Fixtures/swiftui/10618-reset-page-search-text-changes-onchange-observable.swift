// Swift Forums style: "reset the page when the search text changes" (onChange(of:) on an @Observable model's property in @State: typing runs the body, then the action, whose write to page runs the body once more; a write of an equal page notifies nobody) (rules §8.1, §8.3, §11.1, §10.1, §9.2)
import SwiftUI

@Observable
final class CatalogQuery {
    var text = ""
    var page = 1
}

struct CatalogView: View {
    @State private var query = CatalogQuery()

    var body: some View {
        let _ = print("CatalogView body: '\(query.text)' page \(query.page)")
        VStack {
            TextField("Search", text: $query.text)
            Button("Next page") { query.page += 1 }
        }
        .onChange(of: query.text) { oldValue, newValue in
            print("text '\(oldValue)' -> '\(newValue)', back to page 1")
            query.page = 1
        }
    }
}

:mount CatalogView()
// expect: CatalogView body: '' page 1
:tap "Next page"
// expect: CatalogView body: '' page 2
:tap "Next page"
// expect: CatalogView body: '' page 3
:type "ab" into "Search"
// expect: CatalogView body: 'a' page 3
// expect: text '' -> 'a', back to page 1
// expect: CatalogView body: 'a' page 1
// expect: CatalogView body: 'ab' page 1
// expect: text 'a' -> 'ab', back to page 1
