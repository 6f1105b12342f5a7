// iOS 17's `navigationDestination(item:destination:)`: a list of plain buttons that set an optional
// selection, and the stack pushes the detail while the selection is non-nil; going back sets it to nil.
// Source: Apple, `view/navigationdestination(item:destination:)`.
// Expected: the detail appears on each selection and disappears on `:back` (rules §11.1, §14.3,
// §15.12); after the pop the selection is nil again, so another row can be chosen.
import SwiftUI

struct Article: Identifiable, Hashable {
    let id: Int
    let headline: String
}

struct ArticleDetail: View {
    let article: Article

    var body: some View {
        ScrollView {
            Text(article.headline)
                .font(.title)
        }
        .onAppear { print("reading:", article.headline) }
        .onDisappear { print("closed:", article.headline) }
    }
}

struct NewsView: View {
    @State private var selected: Article?
    let articles = [
        Article(id: 1, headline: "Rain expected"),
        Article(id: 2, headline: "Markets calm"),
    ]

    var body: some View {
        NavigationStack {
            List(articles) { article in
                Button(article.headline) { selected = article }
            }
            .navigationTitle("News")
            .navigationDestination(item: $selected) { article in
                ArticleDetail(article: article)
            }
        }
    }
}

:mount NewsView()
:tap "Rain expected"
:back
:tap "Markets calm"

// expect: reading: Rain expected
// expect: closed: Rain expected
// expect: reading: Markets calm
