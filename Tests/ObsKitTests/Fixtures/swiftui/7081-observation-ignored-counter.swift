// @ObservationIgnored as the Observation articles show it: a search model keeps a bookkeeping counter that the UI
// should not react to, marked `@ObservationIgnored`, beside the tracked query.
// What SwiftUI does: the macro leaves an @ObservationIgnored property out of observation (rules §8.1, Apple
// `observationignored()`), so changing it notifies nobody, even though the status line reads it: no body runs. When
// the tracked query changes, the status line runs again for it and then shows the counter's current value too.
// Sources: rules §8.1, §8.3;
// https://developer.apple.com/documentation/observation/observationignored()
// https://developer.apple.com/documentation/observation/observable()
import SwiftUI

@Observable
final class SearchModel {
    var query = ""
    @ObservationIgnored var lookups = 0
}

struct SearchStatus: View {
    let model: SearchModel

    var body: some View {
        let _ = print("SearchStatus body: '\(model.query)', \(model.lookups) lookups")
        Text("Searching for \(model.query) (\(model.lookups) lookups)")
    }
}

struct SearchScreen: View {
    @State private var model = SearchModel()

    var body: some View {
        let _ = print("SearchScreen body")
        VStack {
            SearchStatus(model: model)
            Button("Look up") {
                model.lookups += 1
            }
            Button("Search cats") {
                model.query = "cats"
            }
        }
    }
}

:mount SearchScreen()
// expect: SearchScreen body
// expect: SearchStatus body: '', 0 lookups
:tap "Look up"
:tap "Look up"
:tap "Search cats"
// expect: SearchStatus body: 'cats', 2 lookups
