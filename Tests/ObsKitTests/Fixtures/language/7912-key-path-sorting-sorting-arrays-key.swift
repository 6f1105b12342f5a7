// Sundell style (key path sorting): sorting arrays by key paths with a generic helper
struct Article {
    var title: String
    var views: Int
    var rating: Double
}

extension Sequence {
    func sorted<T: Comparable>(by keyPath: KeyPath<Element, T>, ascending: Bool = true) -> [Element] {
        sorted { a, b in
            ascending ? a[keyPath: keyPath] < b[keyPath: keyPath]
                      : a[keyPath: keyPath] > b[keyPath: keyPath]
        }
    }
}

let articles = [
    Article(title: "Generics", views: 320, rating: 4.5),
    Article(title: "Closures", views: 910, rating: 3.9),
    Article(title: "Actors", views: 150, rating: 4.8),
    Article(title: "Builders", views: 620, rating: 4.1),
]

for a in articles.sorted(by: \.title) {
    print(a.title)
}
print("--")
for a in articles.sorted(by: \.views, ascending: false) {
    print("\(a.title): \(a.views)")
}
print("--")
let best = articles.sorted(by: \.rating).last!
print("best rated: \(best.title) (\(best.rating))")
let titles = articles.map(\.title)
print(titles.joined(separator: ", "))
// expect: Actors
// expect: Builders
// expect: Closures
// expect: Generics
// expect: --
// expect: Closures: 910
// expect: Builders: 620
// expect: Generics: 320
// expect: Actors: 150
// expect: --
// expect: best rated: Actors (4.8)
// expect: Generics, Closures, Actors, Builders
