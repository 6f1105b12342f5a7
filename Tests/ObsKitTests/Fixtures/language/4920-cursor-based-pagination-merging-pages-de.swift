// App code style: cursor-based pagination merging pages, de-duplicating by id and tracking hasMore
struct Article: Equatable, CustomStringConvertible {
    let id: Int
    let title: String
    var description: String { "\(id):\(title)" }
}

struct Page {
    let items: [Article]
    let nextCursor: String?
}

struct FakeBackend {
    let all: [Article]
    var requests: [String] = []

    mutating func fetch(after cursor: String?, limit: Int) -> Page {
        requests.append("after=\(cursor ?? "nil") limit=\(limit)")
        var start = 0
        if let cursor, let id = Int(cursor.dropFirst(2)), let index = all.firstIndex(where: { $0.id == id }) {
            start = index + 1
        }
        let end = min(start + limit, all.count)
        let slice = Array(all[start..<end])
        let next = end < all.count ? slice.last.map { "c_\($0.id)" } : nil
        return Page(items: slice, nextCursor: next)
    }
}

struct Paginator {
    private(set) var items: [Article] = []
    private(set) var cursor: String?
    private(set) var hasMore = true
    private(set) var pagesLoaded = 0
    private var seen: Set<Int> = []
    let pageSize: Int

    init(pageSize: Int) { self.pageSize = pageSize }

    mutating func loadNext(from backend: inout FakeBackend) -> Int {
        guard hasMore else { return 0 }
        let page = backend.fetch(after: cursor, limit: pageSize)
        var added = 0
        for article in page.items where !seen.contains(article.id) {
            seen.insert(article.id)
            items.append(article)
            added += 1
        }
        cursor = page.nextCursor
        hasMore = page.nextCursor != nil
        pagesLoaded += 1
        return added
    }

    mutating func prepend(_ fresh: [Article]) -> Int {
        let new = fresh.filter { !seen.contains($0.id) }
        new.forEach { seen.insert($0.id) }
        items.insert(contentsOf: new, at: 0)
        return new.count
    }

    func visible(page: Int) -> ArraySlice<Article> {
        let start = page * pageSize
        guard start < items.count else { return [] }
        return items[start..<min(start + pageSize, items.count)]
    }
}

let titles = ["Swift", "Actors", "Generics", "Macros", "Testing", "Concurrency", "Result", "Protocols"]
var backend = FakeBackend(all: titles.enumerated().map { Article(id: ($0.offset + 1) * 10, title: $0.element) })
var paginator = Paginator(pageSize: 3)

while paginator.hasMore {
    let added = paginator.loadNext(from: &backend)
    print("page \(paginator.pagesLoaded): +\(added), total \(paginator.items.count), cursor \(paginator.cursor ?? "end")")
}
print("extra load adds:", paginator.loadNext(from: &backend))
print("requests:")
backend.requests.forEach { print("  " + $0) }

let pulled = paginator.prepend([Article(id: 5, title: "Breaking"), Article(id: 10, title: "Swift (dup)")])
print("pull to refresh added \(pulled)")
for page in 0..<4 {
    let rows = paginator.visible(page: page)
    print("screen page \(page) [\(rows.startIndex)..<\(rows.endIndex)]:", rows.map(\.description))
}

let ids = paginator.items.map(\.id)
print("ids sorted?", ids == ids.sorted(), "unique?", Set(ids).count == ids.count)
print("chunks:", stride(from: 0, to: ids.count, by: 4).map { Array(ids[$0..<min($0 + 4, ids.count)]) })

// expect: page 1: +3, total 3, cursor c_30
// expect: page 2: +3, total 6, cursor c_60
// expect: page 3: +2, total 8, cursor end
// expect: extra load adds: 0
// expect: requests:
// expect:   after=nil limit=3
// expect:   after=c_30 limit=3
// expect:   after=c_60 limit=3
// expect: pull to refresh added 1
// expect: screen page 0 [0..<3]: ["5:Breaking", "10:Swift", "20:Actors"]
// expect: screen page 1 [3..<6]: ["30:Generics", "40:Macros", "50:Testing"]
// expect: screen page 2 [6..<9]: ["60:Concurrency", "70:Result", "80:Protocols"]
// expect: screen page 3 [0..<0]: []
// expect: ids sorted? true unique? true
// expect: chunks: [[5, 10, 20, 30], [40, 50, 60, 70], [80]]
