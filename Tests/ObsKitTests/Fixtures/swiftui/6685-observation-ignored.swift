// Follows the Observation framework's `ObservationIgnored()` page ("Disables observation tracking of a property"):
// an article whose read counter is bookkeeping the screen need not follow.
// - A property marked @ObservationIgnored is a plain stored property: reading it makes no dependency and writing it
//   notifies nobody (Apple `observationignored()`; rules §8.1; checked with swiftc 6.3.1: a write to an ignored
//   property fired no withObservationTracking onChange).
// - So "Read" runs no body, and the text shows the stale count until a tracked property (`title`) changes; that
//   body then reads the current count (rules §8.3).
import SwiftUI
import Observation

@Observable final class Article {
    var title = "Draft"
    @ObservationIgnored var readCount = 0

    init() { print("Article init") }
}

struct ArticleView: View {
    @State private var article = Article()

    var body: some View {
        let _ = print("body: \(article.title), read \(article.readCount) times")
        VStack {
            Text(article.title)
            Text("Read \(article.readCount) times")
            Button("Read") {
                article.readCount += 1
                print("readCount is now \(article.readCount)")
            }
            Button("Publish") { article.title = "Published" }
        }
    }
}

:mount ArticleView()
// expect: Article init
// expect: body: Draft, read 0 times
:tap "Read"
// expect: readCount is now 1
:tap "Read"
// expect: readCount is now 2
:tap "Publish"
// expect: body: Published, read 2 times
:tap "Read"
// expect: readCount is now 3
