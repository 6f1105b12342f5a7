// WWDC Protocol-Oriented Programming style (protocol extension defaults vs requirements): a default implementation overridden in a subclass is not seen unless declared in the protocol
protocol Describable {
    var title: String { get }
    func summary() -> String
}

extension Describable {
    func summary() -> String { "summary of \(title)" }
    func badge() -> String { "<\(title)>" }
}

class Article: Describable {
    var title: String
    init(title: String) { self.title = title }
}

class Review: Article {
    func summary() -> String { "review: \(title)" }
    func badge() -> String { "*\(title)*" }
}

struct Note: Describable {
    var title: String
    func summary() -> String { "note: \(title)" }
}

let review = Review(title: "Generics")
let asArticle: Article = review
let asDescribable: Describable = review

print(review.summary(), "|", review.badge())
print(asArticle.summary(), "|", asArticle.badge())
print(asDescribable.summary(), "|", asDescribable.badge())

func show<T: Describable>(_ item: T) -> String { item.summary() + " " + item.badge() }
print(show(review))
print(show(Note(title: "memo")))
print(show(Article(title: "plain")))

let items: [Describable] = [Note(title: "n1"), Article(title: "a1"), Review(title: "r1")]
print(items.map { $0.summary() })

// expect: review: Generics | *Generics*
// expect: summary of Generics | <Generics>
// expect: summary of Generics | <Generics>
// expect: summary of Generics <Generics>
// expect: note: memo <memo>
// expect: summary of plain <plain>
// expect: ["note: n1", "summary of a1", "summary of r1"]
