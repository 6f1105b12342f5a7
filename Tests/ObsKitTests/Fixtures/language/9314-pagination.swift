// Paging through a list the way an infinite-scroll screen loads it
// expected output: swiftc 6.3.1 (Linux), run on this machine
struct Article {
    let id: Int
    let title: String
}

protocol ArticleService {
    func fetch(page: Int, pageSize: Int) -> (articles: [Article], hasMore: Bool)
}

struct FakeArticleService: ArticleService {
    let all: [Article] = (1...23).map { Article(id: $0, title: "Post #\($0)") }
    func fetch(page: Int, pageSize: Int) -> (articles: [Article], hasMore: Bool) {
        let start = page * pageSize
        guard start < all.count else { return ([], false) }
        let end = min(start + pageSize, all.count)
        return (Array(all[start..<end]), end < all.count)
    }
}

final class FeedViewModel {
    private let service: ArticleService
    private let pageSize: Int
    private(set) var articles: [Article] = []
    private(set) var nextPage = 0
    private(set) var hasMore = true
    private(set) var isLoading = false

    init(service: ArticleService, pageSize: Int) {
        self.service = service
        self.pageSize = pageSize
    }

    func loadNextPageIfNeeded(currentItemID: Int?) {
        guard hasMore, !isLoading else {
            print("skip load (hasMore=\(hasMore), loading=\(isLoading))")
            return
        }
        if let id = currentItemID, let last = articles.suffix(3).first?.id, id < last {
            return
        }
        isLoading = true
        let result = service.fetch(page: nextPage, pageSize: pageSize)
        articles += result.articles
        hasMore = result.hasMore
        print("loaded page \(nextPage): ids \(result.articles.first?.id ?? 0)-\(result.articles.last?.id ?? 0), total \(articles.count)")
        nextPage += 1
        isLoading = false
    }

    func refresh() {
        articles = []
        nextPage = 0
        hasMore = true
        loadNextPageIfNeeded(currentItemID: nil)
    }
}

let feed = FeedViewModel(service: FakeArticleService(), pageSize: 10)
feed.loadNextPageIfNeeded(currentItemID: nil)
feed.loadNextPageIfNeeded(currentItemID: 3)
feed.loadNextPageIfNeeded(currentItemID: 8)
feed.loadNextPageIfNeeded(currentItemID: 18)
feed.loadNextPageIfNeeded(currentItemID: 23)
print("titles at the end: \(feed.articles.suffix(2).map(\.title))")
feed.refresh()
print("after refresh: \(feed.articles.count) articles, next page \(feed.nextPage)")

func pageLabel(page: Int, pageSize: Int, total: Int) -> String {
    let first = page * pageSize + 1
    let last = min((page + 1) * pageSize, total)
    let pages = (total + pageSize - 1) / pageSize
    return "Showing \(first)-\(last) of \(total) (page \(page + 1)/\(pages))"
}
for p in 0..<3 { print(pageLabel(page: p, pageSize: 10, total: 23)) }
// expect: loaded page 0: ids 1-10, total 10
// expect: loaded page 1: ids 11-20, total 20
// expect: loaded page 2: ids 21-23, total 23
// expect: skip load (hasMore=false, loading=false)
// expect: titles at the end: ["Post #22", "Post #23"]
// expect: loaded page 0: ids 1-10, total 10
// expect: after refresh: 10 articles, next page 1
// expect: Showing 1-10 of 23 (page 1/3)
// expect: Showing 11-20 of 23 (page 2/3)
// expect: Showing 21-23 of 23 (page 3/3)
