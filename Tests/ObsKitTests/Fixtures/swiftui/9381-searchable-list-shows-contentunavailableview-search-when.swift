// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/contentunavailableview/search(text:) (a searchable list shows ContentUnavailableView.search when nothing matches)
// ContentUnavailableView.search(text:) "Creates a ContentUnavailableView instance that conveys a search state", the
// text being the query the search found nothing for; Apple's example overlays it on a searchable list when the
// filtered results are empty. searchable(text:) writes the query; the body reads it (through `results`), so it runs for
// each new query, before the overlay it builds appears.
import SwiftUI

struct NamesSearch: View {
    let names = ["Ada", "Alan", "Grace", "Katherine"]
    @State private var query = ""

    var results: [String] {
        query.isEmpty ? names : names.filter { $0.localizedCaseInsensitiveContains(query) }
    }

    var body: some View {
        let _ = print("results: \(results.isEmpty ? "none" : results.joined(separator: ", "))")
        NavigationStack {
            List(results, id: \.self) { name in
                Text(name)
            }
            .overlay {
                if results.isEmpty {
                    ContentUnavailableView.search(text: query)
                        .onAppear { print("nothing found for \(query)") }
                }
            }
            .navigationTitle("People")
            .searchable(text: $query)
        }
    }
}

:mount NamesSearch()
// expect: results: Ada, Alan, Grace, Katherine
:search "al"
// expect: results: Alan
:search "zed"
// expect: results: none
// expect: nothing found for zed
:search "a"
// expect: results: Ada, Alan, Grace, Katherine
:search ""
// expect: results: Ada, Alan, Grace, Katherine
