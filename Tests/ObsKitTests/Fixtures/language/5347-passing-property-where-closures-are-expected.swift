// Swift by Sundell style (key paths as functions): passing \.property where closures are expected
struct Article {
    var title: String
    var author: String
    var wordCount: Int
    var isPublished: Bool
    var tags: [String]
}

let articles = [
    Article(title: "Lazy sequences", author: "John", wordCount: 1200, isPublished: true, tags: ["collections", "performance"]),
    Article(title: "Key paths", author: "Majid", wordCount: 800, isPublished: false, tags: ["language"]),
    Article(title: "Result type", author: "John", wordCount: 1500, isPublished: true, tags: ["errors", "language"]),
    Article(title: "Opaque types", author: "Chris", wordCount: 950, isPublished: true, tags: []),
]

print(articles.map(\.title))
print(articles.filter(\.isPublished).map(\.author))
print(articles.flatMap(\.tags).sorted())
print(articles.map(\.wordCount).reduce(0, +))
print(articles.contains(where: \.tags.isEmpty))
print(articles.map(\.title.count))

extension Sequence {
    func sorted<T: Comparable>(by keyPath: KeyPath<Element, T>) -> [Element] {
        sorted { $0[keyPath: keyPath] < $1[keyPath: keyPath] }
    }
    func sum<T: Numeric>(of keyPath: KeyPath<Element, T>) -> T {
        reduce(0) { $0 + $1[keyPath: keyPath] }
    }
}

print(articles.sorted(by: \.wordCount).map(\.title))
print(articles.sorted(by: \.author).first!.author)
print(articles.sum(of: \.wordCount))

let kp: KeyPath<Article, Int> = \Article.wordCount
let titleKP = \Article.title
var copy = articles[1]
copy[keyPath: \.isPublished] = true
copy[keyPath: \Article.tags].append("swift")
print(copy[keyPath: kp], copy[keyPath: titleKP], copy.isPublished, copy.tags)
let getter: (Article) -> String = \.author
print(articles.map(getter).joined(separator: ","))

// expect: ["Lazy sequences", "Key paths", "Result type", "Opaque types"]
// expect: ["John", "John", "Chris"]
// expect: ["collections", "errors", "language", "language", "performance"]
// expect: 4450
// expect: true
// expect: [14, 9, 11, 12]
// expect: ["Key paths", "Opaque types", "Lazy sequences", "Result type"]
// expect: Chris
// expect: 4450
// expect: 800 Key paths true ["language", "swift"]
// expect: John,Majid,John,Chris
