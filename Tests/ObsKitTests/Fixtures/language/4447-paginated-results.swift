// App code style: paging search results with a custom Collection of pages
struct SearchResult {
    let id: Int
    let title: String
    let score: Int
}

struct Pages: RandomAccessCollection {
    let results: [SearchResult]
    let pageSize: Int

    var startIndex: Int { 0 }
    var endIndex: Int { (results.count + pageSize - 1) / pageSize }

    subscript(page: Int) -> ArraySlice<SearchResult> {
        let lo = page * pageSize
        let hi = Swift.min(lo + pageSize, results.count)
        return results[lo..<hi]
    }
}

let titles = ["Swift Basics", "Generics Deep Dive", "Protocols 101", "Async Patterns",
              "Collections Guide", "Error Handling", "Memory Model", "Testing Tips",
              "Macros Intro", "Concurrency FAQ", "Strings Unicode"]
var results: [SearchResult] = []
for (i, t) in titles.enumerated() {
    results.append(SearchResult(id: 100 + i, title: t, score: (i * 37) % 50))
}

let ranked = results.sorted { a, b in
    a.score != b.score ? a.score > b.score : a.id < b.id
}
let pages = Pages(results: ranked, pageSize: 4)
print("pages:", pages.count)

for (n, page) in pages.enumerated() {
    let line = page.map { "\($0.id):\($0.score)" }.joined(separator: " ")
    print("page \(n + 1) [\(page.startIndex)...]: \(line)")
}

print("last page size:", pages.last!.count)
print("page 2 titles:", pages[1].map(\.title))

let flat = pages.joined()
print("joined count:", flat.count)
print("ids equal:", flat.map(\.id) == ranked.map(\.id))

let byWord = ranked.map(\.title).joined(separator: " ").split(separator: " ")
print("words:", byWord.count, byWord.prefix(4).joined(separator: "/"))

let highScoring = pages.map { page in page.filter { $0.score >= 30 }.count }
print("high per page:", highScoring)

if let p = pages.firstIndex(where: { page in page.contains { $0.title.hasPrefix("Macros") } }) {
    print("Macros on page", p + 1)
}

let small = Pages(results: Array(ranked.prefix(2)), pageSize: 5)
print(small.count, small[0].count)
let none = Pages(results: [], pageSize: 3)
print(none.count, none.isEmpty, none.first == nil)

let summary = pages.indices.map { i -> String in
    let ps = pages[i]
    let avg = ps.reduce(0) { $0 + $1.score } / ps.count
    return "p\(i + 1)=\(avg)"
}
print(summary.joined(separator: ", "))

let chunkStarts = Array(stride(from: 0, to: ranked.count, by: 4))
print(chunkStarts)
print(pages.reversed().map { $0.first!.id })
print(zip(pages.indices, pages).map { "\($0):\($1.count)" })

// expect: pages: 3
// expect: page 1 [0...]: 104:48 108:46 101:37 105:35
// expect: page 2 [4...]: 109:33 102:24 106:22 110:20
// expect: page 3 [8...]: 103:11 107:9 100:0
// expect: last page size: 3
// expect: page 2 titles: ["Concurrency FAQ", "Protocols 101", "Memory Model", "Strings Unicode"]
// expect: joined count: 11
// expect: ids equal: true
// expect: words: 23 Collections/Guide/Macros/Intro
// expect: high per page: [4, 1, 0]
// expect: Macros on page 1
// expect: 1 2
// expect: 0 true true
// expect: p1=41, p2=24, p3=6
// expect: [0, 4, 8]
// expect: [103, 109, 104]
// expect: ["0:4", "1:4", "2:3"]
