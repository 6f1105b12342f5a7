// What's new in Swift 6.0 style (typed throws, SE-0413): functions that throw one concrete error type, caught without casting
enum CopierError: Error {
    case outOfPaper
    case jammed(page: Int)
}

struct Photocopier {
    var pagesRemaining: Int

    mutating func copy(count: Int) throws(CopierError) {
        guard pagesRemaining >= count else {
            throw CopierError.outOfPaper
        }
        if count == 13 { throw .jammed(page: 7) }
        pagesRemaining -= count
    }
}

func runJob(_ copier: inout Photocopier, pages: Int) -> String {
    do {
        try copier.copy(count: pages)
        return "copied \(pages), \(copier.pagesRemaining) left"
    } catch {
        // `error` is a CopierError here, so we can switch on it directly.
        switch error {
        case .outOfPaper: return "needs paper for \(pages)"
        case .jammed(let page): return "jammed at page \(page)"
        }
    }
}

var copier = Photocopier(pagesRemaining: 30)
for job in [10, 13, 15, 8] {
    print(runJob(&copier, pages: job))
}

func loadCount(_ text: String) throws(CopierError) -> Int {
    guard let n = Int(text) else { throw .jammed(page: 0) }
    return n
}

let results: [Result<Int, CopierError>] = ["5", "x"].map { text in
    Result { () throws(CopierError) -> Int in try loadCount(text) }
}
for r in results {
    switch r {
    case .success(let n): print("success", n)
    case .failure(let e): print("failure", e)
    }
}

func neverFails() throws(Never) -> String { "plain" }
print(neverFails())

// expect: copied 10, 20 left
// expect: jammed at page 7
// expect: copied 15, 5 left
// expect: needs paper for 8
// expect: success 5
// expect: failure jammed(page: 0)
// expect: plain
