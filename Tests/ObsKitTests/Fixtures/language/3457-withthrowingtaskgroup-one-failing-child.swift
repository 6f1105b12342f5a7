// App code style: withThrowingTaskGroup with one failing child and results sorted
struct Article: Comparable {
    let id: Int
    let title: String
    static func < (a: Article, b: Article) -> Bool { a.id < b.id }
}

enum FetchError: Error, Equatable { case notFound(Int) }

func fetchArticle(_ id: Int) async throws -> Article {
    if id == 13 { throw FetchError.notFound(id) }
    return Article(id: id, title: "Article #\(id)")
}

func fetchAll(_ ids: [Int]) async -> (articles: [Article], failures: [Int]) {
    await withTaskGroup(of: Result<Article, FetchError>.self) { group in
        for id in ids {
            group.addTask {
                do { return .success(try await fetchArticle(id)) }
                catch let e as FetchError { return .failure(e) }
                catch { return .failure(.notFound(-1)) }
            }
        }
        var ok: [Article] = []
        var bad: [Int] = []
        for await r in group {
            switch r {
            case .success(let a): ok.append(a)
            case .failure(.notFound(let id)): bad.append(id)
            }
        }
        return (ok.sorted(), bad.sorted())
    }
}

let (articles, failures) = await fetchAll([4, 13, 1, 9])
for a in articles { print(a.title) }
print("failures: \(failures)")

let (a2, f2) = await fetchAll([])
print("empty: \(a2.count) \(f2.count)")
// expect: Article #1
// expect: Article #4
// expect: Article #9
// expect: failures: [13]
// expect: empty: 0 0
