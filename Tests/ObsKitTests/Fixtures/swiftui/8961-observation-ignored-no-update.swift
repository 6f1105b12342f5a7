// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/observation/observationignored() (a property marked @ObservationIgnored isn't observed: the body reads lookups, but bumping it doesn't update the view; a later change to the tracked query does, and that body shows the lookups made meanwhile)
import SwiftUI
import Observation

@Observable
final class SearchModel {
    var query = ""
    @ObservationIgnored var lookups = 0
}

struct SearchSummary: View {
    @Environment(SearchModel.self) private var search

    var body: some View {
        let _ = print("query '\(search.query)', lookups \(search.lookups)")
        Text("\(search.query): \(search.lookups)")
    }
}

struct SearchButtons: View {
    @Environment(SearchModel.self) private var search

    var body: some View {
        VStack {
            Button("Look up") { search.lookups += 1 }
            Button("Search cats") { search.query = "cats" }
        }
    }
}

struct SearchScreen: View {
    @State private var search = SearchModel()

    var body: some View {
        VStack {
            SearchSummary()
            SearchButtons()
        }
        .environment(search)
    }
}

:mount SearchScreen()
:tap "Look up"
:tap "Look up"
:tap "Search cats"
// expect: query '', lookups 0
// expect: query 'cats', lookups 2
