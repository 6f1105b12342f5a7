// objc.io style (lazy in classes): lazy var in a class computed once and shared by every reference, including a lazy closure that reads self
final class Page {
    let words: [String]
    var loads = 0

    init(words: [String]) { self.words = words }

    lazy var index: [String: Int] = {
        loads += 1
        print("building index")
        var result: [String: Int] = [:]
        for w in words { result[w, default: 0] += 1 }
        return result
    }()

    lazy var title: String = words.first?.uppercased() ?? "Empty"
}

let page = Page(words: ["swift", "value", "swift", "copy"])
let samePage = page
print("before access", page.loads)
print(page.index["swift"] ?? 0)
print(samePage.index["copy"] ?? 0)
print(page.loads, samePage.loads)
print(page.title)
page.title = "Custom"
print(samePage.title)

page.index["swift"] = 10
print(samePage.index["swift"]!, samePage.index.keys.sorted())

struct Wrapper {
    let page: Page
    lazy var summary = "\(page.title): \(page.words.count) words"
}
var w1 = Wrapper(page: page)
let s1 = w1.summary
page.title = "Changed"
var w2 = Wrapper(page: page)
print(s1)
print(w1.summary)
print(w2.summary)

let empty = Page(words: [])
print(empty.title, empty.index.count, empty.loads)

// expect: before access 0
// expect: building index
// expect: 2
// expect: 1
// expect: 1 1
// expect: SWIFT
// expect: Custom
// expect: 10 ["copy", "swift", "value"]
// expect: Custom: 4 words
// expect: Custom: 4 words
// expect: Changed: 4 words
// expect: building index
// expect: Empty 0 1
