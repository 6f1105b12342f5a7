// SwiftUI from Apple's documentation: an @ObservationIgnored property read in body does not update the view
// Apple, ObservationIgnored() (https://developer.apple.com/documentation/observation/observationignored()): "Disables
// observation tracking of a property"; attach it to a property to prevent its observation. Managing model data
// (https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app): a view updates when a tracked
// property its body reads changes. The body reads both; only `title` is tracked.
import SwiftUI

@Observable
final class Article {
    var title = "Draft"
    @ObservationIgnored var views = 0
}

struct ArticleView: View {
    @State private var article = Article()
    var body: some View {
        let _ = print("ArticleView body: \(article.title), \(article.views) views")
        VStack {
            Text(article.title)
            Button("Count view") { article.views += 1 }
            Button("Publish") { article.title = "Published" }
        }
    }
}

:mount ArticleView()
:tap "Count view"
:tap "Count view"
:tap "Publish"
// expect: ArticleView body: Draft, 0 views
// expect: ArticleView body: Published, 2 views
