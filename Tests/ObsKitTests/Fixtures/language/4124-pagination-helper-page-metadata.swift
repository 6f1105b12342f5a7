// App code style: pagination helper with page metadata and cursor-based paging
struct Page<T> {
    let items: [T]
    let number: Int
    let size: Int
    let totalItems: Int

    var totalPages: Int { totalItems == 0 ? 0 : (totalItems + size - 1) / size }
    var hasNext: Bool { number < totalPages }
    var hasPrevious: Bool { number > 1 }
    var range: String {
        guard !items.isEmpty else { return "0 of \(totalItems)" }
        let start = (number - 1) * size + 1
        return "\(start)-\(start + items.count - 1) of \(totalItems)"
    }
}

struct Paginator<T> {
    let source: [T]
    let pageSize: Int

    func page(_ n: Int) -> Page<T> {
        let clamped = max(1, n)
        let start = (clamped - 1) * pageSize
        let slice = start < source.count ? Array(source[start..<min(start + pageSize, source.count)]) : []
        return Page(items: slice, number: clamped, size: pageSize, totalItems: source.count)
    }

    func pageLinks(current: Int, window: Int = 2) -> String {
        let total = page(1).totalPages
        var parts: [String] = []
        var last = 0
        for p in 1...max(total, 1) where p == 1 || p == total || abs(p - current) <= window {
            if p - last > 1 { parts.append("...") }
            parts.append(p == current ? "[\(p)]" : "\(p)")
            last = p
        }
        return parts.joined(separator: " ")
    }
}

struct CursorPage<T> {
    let items: [T]
    let nextCursor: String?
}

func fetch<T>(_ all: [T], after cursor: String?, limit: Int, key: (T) -> Int) -> CursorPage<T> {
    let afterKey = cursor.flatMap { Int($0.dropFirst(2)) } ?? Int.min
    let items = all.filter { key($0) > afterKey }.prefix(limit)
    let next = items.count == limit ? items.last.map { "c:\(key($0))" } : nil
    return CursorPage(items: Array(items), nextCursor: next)
}

let articles = (1...23).map { "Article \($0)" }
let pager = Paginator(source: articles, pageSize: 5)
for n in [1, 3, 5, 6, 0] {
    let p = pager.page(n)
    print("page \(p.number)/\(p.totalPages) \(p.range) next=\(p.hasNext) prev=\(p.hasPrevious) first=\(p.items.first ?? "-")")
}
print(pager.pageLinks(current: 1))
print(pager.pageLinks(current: 3))
print(pager.pageLinks(current: 5, window: 1))
print(Paginator(source: [Int](), pageSize: 10).pageLinks(current: 1))

struct Order { let id: Int; let total: Int }
let orders = [3, 8, 11, 15, 21, 22, 30].map { Order(id: $0, total: $0 * 10) }
var cursor: String? = nil
var round = 0
repeat {
    let page = fetch(orders, after: cursor, limit: 3, key: \.id)
    round += 1
    print("round \(round): \(page.items.map(\.id)) cursor=\(page.nextCursor ?? "nil")")
    cursor = page.nextCursor
} while cursor != nil
// expect: page 1/5 1-5 of 23 next=true prev=false first=Article 1
// expect: page 3/5 11-15 of 23 next=true prev=true first=Article 11
// expect: page 5/5 21-23 of 23 next=false prev=true first=Article 21
// expect: page 6/5 0 of 23 next=false prev=true first=-
// expect: page 1/5 1-5 of 23 next=true prev=false first=Article 1
// expect: [1] 2 3 ... 5
// expect: 1 2 [3] 4 5
// expect: 1 ... 4 [5]
// expect: [1]
// expect: round 1: [3, 8, 11] cursor=c:11
// expect: round 2: [15, 21, 22] cursor=c:22
// expect: round 3: [30] cursor=nil
