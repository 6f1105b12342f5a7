// Observation in depth: @ObservationIgnored, a counter the screen shows but that never updates it by itself
// `@ObservationIgnored` properties are not tracked: writing one notifies nobody, so the body that shows it does not
// run (rules §8.1 "`@ObservationIgnored` is honoured"; Apple `observation/observationignored()`). The next change of
// a tracked property re-runs the body (§8), which then reads the ignored value as it is now.
import SwiftUI

@Observable
final class Article {
    var headline = "Draft"
    @ObservationIgnored var views = 0
}

struct ArticleView: View {
    @State private var article = Article()

    var body: some View {
        let _ = print("body: \(article.headline), \(article.views) views")
        VStack {
            Text(article.headline)
            Text("\(article.views) views")
                .foregroundStyle(.secondary)
            Button("Open") { article.views += 1 }
            Button("Publish") { article.headline = "Live" }
        }
    }
}

:mount ArticleView()
// expect: body: Draft, 0 views
:tap "Open"
:tap "Open"
:tap "Publish"
// expect: body: Live, 2 views
