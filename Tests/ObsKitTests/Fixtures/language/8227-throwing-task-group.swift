// Concurrency tutorial: withThrowingTaskGroup propagates the first error thrown by a child task
enum FetchError: Error {
    case badID(Int)
}

func fetchTitle(id: Int) async throws -> String {
    if id < 0 {
        throw FetchError.badID(id)
    }
    return "Article #\(id)"
}

func fetchAll(_ ids: [Int]) async throws -> [String] {
    try await withThrowingTaskGroup(of: (Int, String).self) { group in
        for id in ids {
            group.addTask {
                (id, try await fetchTitle(id: id))
            }
        }
        var titles: [(Int, String)] = []
        for try await result in group {
            titles.append(result)
        }
        return titles.sorted { $0.0 < $1.0 }.map { $0.1 }
    }
}

do {
    let titles = try await fetchAll([3, 1, 2])
    for title in titles {
        print(title)
    }
} catch {
    print("Failed: \(error)")
}

do {
    let titles = try await fetchAll([5, -7, 6])
    print("Got \(titles.count) titles")
} catch FetchError.badID(let id) {
    print("Bad id in batch: \(id)")
} catch {
    print("Other error: \(error)")
}

// Collect successes and failures separately instead of failing the whole group.
let outcomes = await withTaskGroup(of: String.self) { group -> [String] in
    for id in [4, -1, 2, -3] {
        group.addTask {
            do {
                return try await fetchTitle(id: id)
            } catch {
                return "error for \(id)"
            }
        }
    }
    var all: [String] = []
    for await item in group { all.append(item) }
    return all.sorted()
}
print(outcomes)
// expect: Article #1
// expect: Article #2
// expect: Article #3
// expect: Bad id in batch: -7
// expect: ["Article #2", "Article #4", "error for -1", "error for -3"]
