// Blog style (string building): onChange closure capturing local state and a struct snapshot
import Observation

@Observable
final class Article {
    var title = "Draft"
    var words = 0
    var tags: Set<String> = []
}

struct Snapshot: CustomStringConvertible {
    let title: String
    let words: Int
    var description: String { "\(title) [\(words)w]" }
}

let article = Article()
var history: [Snapshot] = []
func record() {
    withObservationTracking {
        _ = article.title
        _ = article.words
    } onChange: {
        history.append(Snapshot(title: article.title, words: article.words))
        record()
    }
}
record()
article.words = 120
article.title = "Observation on Linux"
article.tags.insert("swift")
article.words += 380
print(history)
print("now: \(Snapshot(title: article.title, words: article.words))")
print(article.tags.sorted())
// expect: [Draft [0w], Draft [120w], Observation on Linux [120w]]
// expect: now: Observation on Linux [500w]
// expect: ["swift"]
