// Advanced Swift style (Equatable and Hashable): synthesized and custom conformances for value types holding arrays, used in sets and dictionaries
struct Tag: Hashable {
    var name: String
}

struct Article: Hashable {
    var title: String
    var tags: [Tag]
    var views: Int

    static func == (lhs: Article, rhs: Article) -> Bool {
        lhs.title == rhs.title && lhs.tags == rhs.tags
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(title)
        hasher.combine(tags)
    }
}

var a = Article(title: "COW", tags: [Tag(name: "swift")], views: 10)
var b = a
print(a == b)
b.views = 999
print(a == b)
b.tags.append(Tag(name: "perf"))
print(a == b)
b.tags.removeLast()
print(a == b)

var seen: Set<Article> = [a]
print(seen.contains(b), seen.count)
seen.insert(b)
print(seen.count)
b.title = "Values"
seen.insert(b)
print(seen.count, seen.map(\.title).sorted())

var viewsByTag: [Tag: Int] = [:]
let articles = [
    a,
    Article(title: "Keys", tags: [Tag(name: "swift"), Tag(name: "keypath")], views: 5),
    Article(title: "Wrappers", tags: [Tag(name: "keypath")], views: 7),
]
for article in articles {
    for tag in article.tags {
        viewsByTag[tag, default: 0] += article.views
    }
}
for (tag, views) in viewsByTag.sorted(by: { $0.key.name < $1.key.name }) {
    print(tag.name, views)
}
print(Set(articles.flatMap(\.tags)).count)
print(articles.firstIndex(of: Article(title: "Keys", tags: [Tag(name: "swift"), Tag(name: "keypath")], views: 0)) ?? -1)

// expect: true
// expect: true
// expect: false
// expect: true
// expect: true 1
// expect: 1
// expect: 2 ["COW", "Values"]
// expect: keypath 12
// expect: swift 15
// expect: 2
// expect: 1
