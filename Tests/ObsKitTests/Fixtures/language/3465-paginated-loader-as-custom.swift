// App code style: paginated loader as a custom throwing AsyncSequence
struct Page { let number: Int; let items: [String] }
enum PageError: Error { case serverError(page: Int) }

struct PageSequence: AsyncSequence {
    typealias Element = Page
    let totalPages: Int
    let failOn: Int?

    struct AsyncIterator: AsyncIteratorProtocol {
        let totalPages: Int
        let failOn: Int?
        var next = 1
        mutating func next() async throws -> Page? {
            guard next <= totalPages else { return nil }
            defer { next += 1 }
            if next == failOn { throw PageError.serverError(page: next) }
            return Page(number: next, items: (1...2).map { "p\(next)-\($0)" })
        }
    }

    func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(totalPages: totalPages, failOn: failOn)
    }
}

func loadAll(pages: Int, failOn: Int? = nil) async -> [String] {
    var all: [String] = []
    do {
        for try await page in PageSequence(totalPages: pages, failOn: failOn) {
            print("loaded page \(page.number)")
            all += page.items
        }
    } catch PageError.serverError(let p) {
        print("server error on page \(p)")
    } catch {
        print("other \(error)")
    }
    return all
}

print(await loadAll(pages: 3))
print(await loadAll(pages: 5, failOn: 2))
let count = try await PageSequence(totalPages: 4, failOn: nil).reduce(0) { $0 + $1.items.count }
print("item count: \(count)")
// expect: loaded page 1
// expect: loaded page 2
// expect: loaded page 3
// expect: ["p1-1", "p1-2", "p2-1", "p2-2", "p3-1", "p3-2"]
// expect: loaded page 1
// expect: server error on page 2
// expect: ["p1-1", "p1-2"]
// expect: item count: 8
