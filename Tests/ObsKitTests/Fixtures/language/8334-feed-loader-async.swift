// App model layer: an async feed loader with cursor pagination, refresh and error recovery
struct Post: Identifiable, Equatable {
    let id: Int
    let title: String
}

struct FeedPage {
    let posts: [Post]
    let nextCursor: Int?
}

enum FeedError: Error { case offline, rateLimited }

protocol FeedAPI {
    func fetch(cursor: Int?, limit: Int) async throws -> FeedPage
}

final class ScriptedFeedAPI: FeedAPI {
    var totalPosts: Int
    var failures: [FeedError] = []
    private(set) var callCount = 0
    init(totalPosts: Int) { self.totalPosts = totalPosts }

    func fetch(cursor: Int?, limit: Int) async throws -> FeedPage {
        callCount += 1
        if !failures.isEmpty { throw failures.removeFirst() }
        let start = cursor ?? 0
        let end = min(start + limit, totalPosts)
        let posts = (start..<end).map { Post(id: totalPosts - $0, title: "Post \(totalPosts - $0)") }
        return FeedPage(posts: posts, nextCursor: end < totalPosts ? end : nil)
    }
}

final class FeedLoader {
    private let api: FeedAPI
    private(set) var posts: [Post] = []
    private(set) var cursor: Int?
    private(set) var reachedEnd = false
    private(set) var lastError: FeedError?

    init(api: FeedAPI) { self.api = api }

    func refresh() async {
        cursor = nil; reachedEnd = false; posts = []
        await loadNext()
    }

    func loadNext() async {
        guard !reachedEnd else { return }
        do {
            let page = try await api.fetch(cursor: cursor, limit: 4)
            let known = Set(posts.map(\.id))
            posts += page.posts.filter { !known.contains($0.id) }
            cursor = page.nextCursor
            reachedEnd = page.nextCursor == nil
            lastError = nil
        } catch let error as FeedError {
            lastError = error
        } catch {}
    }

    var summary: String {
        "\(posts.count) posts [\(posts.first?.id ?? 0)…\(posts.last?.id ?? 0)] end=\(reachedEnd) error=\(lastError.map { "\($0)" } ?? "none")"
    }
}

let api = ScriptedFeedAPI(totalPosts: 10)
let loader = FeedLoader(api: api)
await loader.refresh()
print(loader.summary)
api.failures = [.offline]
await loader.loadNext()
print(loader.summary)
await loader.loadNext()
await loader.loadNext()
print(loader.summary)
await loader.loadNext()
print("calls: \(api.callCount)")
api.totalPosts = 12
await loader.refresh()
print(loader.summary, loader.posts.prefix(2).map(\.title))

// expect: 4 posts [10…7] end=false error=none
// expect: 4 posts [10…7] end=false error=offline
// expect: 10 posts [10…1] end=true error=none
// expect: calls: 4
// expect: 4 posts [12…9] end=false error=none ["Post 12", "Post 11"]
