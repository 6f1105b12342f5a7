// App model layer: a pagination helper with page math, slicing and a "load more" feed state
struct Page<Item> {
    let items: [Item]
    let number: Int
    let totalPages: Int
    var hasNext: Bool { number < totalPages }
    var hasPrevious: Bool { number > 1 }
}

struct Paginator<Item> {
    let source: [Item]
    let pageSize: Int

    var totalPages: Int { source.isEmpty ? 0 : (source.count + pageSize - 1) / pageSize }

    func page(_ number: Int) -> Page<Item>? {
        guard number >= 1, number <= totalPages else { return nil }
        let start = (number - 1) * pageSize
        let end = min(start + pageSize, source.count)
        return Page(items: Array(source[start..<end]), number: number, totalPages: totalPages)
    }
}

struct FeedViewModel {
    private let paginator: Paginator<String>
    private(set) var loaded: [String] = []
    private(set) var lastPage = 0

    init(posts: [String], pageSize: Int) {
        paginator = Paginator(source: posts, pageSize: pageSize)
    }

    var canLoadMore: Bool { lastPage < paginator.totalPages }

    mutating func loadMore() {
        guard canLoadMore, let page = paginator.page(lastPage + 1) else { return }
        loaded += page.items
        lastPage = page.number
    }
}

let posts = (1...23).map { "post\($0)" }
let paginator = Paginator(source: posts, pageSize: 5)
print("total pages: \(paginator.totalPages)")
for n in [1, 5, 6, 0] {
    if let page = paginator.page(n) {
        print("page \(n): \(page.items.first!)...\(page.items.last!) (\(page.items.count)) prev=\(page.hasPrevious) next=\(page.hasNext)")
    } else {
        print("page \(n): out of range")
    }
}
print("empty: \(Paginator<Int>(source: [], pageSize: 10).totalPages) pages")

var feed = FeedViewModel(posts: Array(posts.prefix(8)), pageSize: 3)
while feed.canLoadMore {
    feed.loadMore()
    print("loaded \(feed.loaded.count) after page \(feed.lastPage), more: \(feed.canLoadMore)")
}
feed.loadMore()
print("final: \(feed.loaded.suffix(2))")

// expect: total pages: 5
// expect: page 1: post1...post5 (5) prev=false next=true
// expect: page 5: post21...post23 (3) prev=true next=false
// expect: page 6: out of range
// expect: page 0: out of range
// expect: empty: 0 pages
// expect: loaded 3 after page 1, more: true
// expect: loaded 6 after page 2, more: true
// expect: loaded 8 after page 3, more: false
// expect: final: ["post7", "post8"]
