// App code style: generic paginated repository with async fetch
protocol Entity {
    var id: Int { get }
    var label: String { get }
}

struct Article: Entity {
    let id: Int
    let title: String
    let views: Int
    var label: String { "Article #\(id): \(title)" }
}

struct Page<T> {
    let items: [T]
    let number: Int
    let hasMore: Bool
}

enum APIError: Error { case rateLimited(page: Int) }

actor FakeAPI {
    private var calls = 0
    private let articles: [Article]

    init(count: Int) {
        articles = (1...count).map { Article(id: $0, title: "Post \($0)", views: ($0 * 37) % 100) }
    }

    func fetch(page: Int, size: Int) throws -> Page<Article> {
        calls += 1
        if calls == 3 { throw APIError.rateLimited(page: page) }
        let start = page * size
        let slice = articles[min(start, articles.count)..<min(start + size, articles.count)]
        return Page(items: Array(slice), number: page, hasMore: start + size < articles.count)
    }

    var callCount: Int { calls }
}

final class Paginator<T: Entity> {
    let fetcher: (Int) async throws -> Page<T>
    private(set) var loaded: [T] = []
    private(set) var retries = 0

    init(fetcher: @escaping (Int) async throws -> Page<T>) { self.fetcher = fetcher }

    func loadAll() async -> [T] {
        var page = 0
        while true {
            do {
                let p = try await fetcher(page)
                loaded.append(contentsOf: p.items)
                print("page \(p.number): \(p.items.map(\.id))")
                guard p.hasMore else { break }
                page += 1
            } catch APIError.rateLimited(let n) {
                retries += 1
                print("rate limited on page \(n), retrying")
            } catch {
                print("giving up: \(error)")
                break
            }
        }
        return loaded
    }
}

let api = FakeAPI(count: 11)
let paginator = Paginator<Article> { page in try await api.fetch(page: page, size: 4) }
let all = await paginator.loadAll()
print("loaded \(all.count) articles with \(paginator.retries) retry, \(await api.callCount) calls")
let popular = all.filter { $0.views >= 50 }.sorted { $0.views > $1.views }
for a in popular.prefix(3) { print("\(a.label) (\(a.views) views)") }
let labels: [any Entity] = Array(all.suffix(2))
print(labels.map(\.label))
let totalViews = all.reduce(into: 0) { $0 += $1.views }
print("total views: \(totalViews), average: \(totalViews / all.count)")

// expect: page 0: [1, 2, 3, 4]
// expect: page 1: [5, 6, 7, 8]
// expect: rate limited on page 2, retrying
// expect: page 2: [9, 10, 11]
// expect: loaded 11 articles with 1 retry, 4 calls
// expect: Article #8: Post 8 (96 views)
// expect: Article #5: Post 5 (85 views)
// expect: Article #2: Post 2 (74 views)
// expect: ["Article #10: Post 10", "Article #11: Post 11"]
// expect: total views: 542, average: 49
