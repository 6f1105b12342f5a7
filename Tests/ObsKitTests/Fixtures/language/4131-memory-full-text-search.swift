// App code style: in-memory full text search index with tokenizer, stop words and ranking
struct SearchDocument {
    let id: Int
    let title: String
    let body: String
}

struct SearchHit: CustomStringConvertible {
    let docID: Int
    let score: Int
    let matched: [String]
    var description: String { "#\(docID) score=\(score) [\(matched.joined(separator: ","))]" }
}

final class SearchIndex {
    private var postings: [String: [Int: Int]] = [:]   // term -> docID -> count
    private var titles: [Int: String] = [:]
    private let stopWords: Set<String> = ["the", "a", "an", "and", "of", "to", "in", "is"]

    func tokenize(_ text: String) -> [String] {
        text.lowercased()
            .split(whereSeparator: { !$0.isLetter && !$0.isNumber })
            .map(String.init)
            .filter { !stopWords.contains($0) && $0.count > 1 }
            .map(stem)
    }

    private func stem(_ w: String) -> String {
        for suffix in ["ing", "es", "s"] where w.hasSuffix(suffix) && w.count > suffix.count + 2 {
            return String(w.dropLast(suffix.count))
        }
        return w
    }

    func add(_ doc: SearchDocument) {
        titles[doc.id] = doc.title
        for term in tokenize(doc.title) { postings[term, default: [:]][doc.id, default: 0] += 3 }
        for term in tokenize(doc.body) { postings[term, default: [:]][doc.id, default: 0] += 1 }
    }

    func search(_ query: String, requireAll: Bool = false) -> [SearchHit] {
        let terms = Array(Set(tokenize(query))).sorted()
        var scores: [Int: (Int, [String])] = [:]
        for t in terms {
            for (doc, count) in postings[t] ?? [:] {
                scores[doc, default: (0, [])].0 += count
                scores[doc, default: (0, [])].1.append(t)
            }
        }
        return scores
            .filter { !requireAll || $0.value.1.count == terms.count }
            .map { SearchHit(docID: $0.key, score: $0.value.0, matched: $0.value.1.sorted()) }
            .sorted { ($0.score, -$0.docID) > ($1.score, -$1.docID) }
    }

    var vocabularySize: Int { postings.count }
    func title(_ id: Int) -> String { titles[id] ?? "?" }
}

let index = SearchIndex()
let docs = [
    SearchDocument(id: 1, title: "Getting started with Swift", body: "Install the toolchain and run your first program."),
    SearchDocument(id: 2, title: "Swift concurrency", body: "Tasks and actors make concurrent programs safer. Swift tasks are cheap."),
    SearchDocument(id: 3, title: "Testing tips", body: "Write tests for programs; testing swift code is easy with XCTest."),
    SearchDocument(id: 4, title: "Cooking pasta", body: "Boil water, add salt and pasta. Nothing to do with programs."),
]
docs.forEach(index.add)
print("tokens:", index.tokenize("The Testing of Programs, and Tasks in 2024!"))
print("vocabulary:", index.vocabularySize)
for q in ["swift", "programs", "swift tasks", "testing programs", "rust"] {
    let hits = index.search(q)
    print("\(q) ->", hits.isEmpty ? "no results" : hits.map(\.description).joined(separator: " | "))
}
let strict = index.search("swift programs", requireAll: true)
print("all terms:", strict.map { index.title($0.docID) })
// expect: tokens: ["test", "program", "task", "2024"]
// expect: vocabulary: 33
// expect: swift -> #2 score=4 [swift] | #1 score=3 [swift] | #3 score=1 [swift]
// expect: programs -> #1 score=1 [program] | #2 score=1 [program] | #3 score=1 [program] | #4 score=1 [program]
// expect: swift tasks -> #2 score=6 [swift,task] | #1 score=3 [swift] | #3 score=1 [swift]
// expect: testing programs -> #3 score=6 [program,test] | #1 score=1 [program] | #2 score=1 [program] | #4 score=1 [program]
// expect: rust -> no results
// expect: all terms: ["Swift concurrency", "Getting started with Swift", "Testing tips"]
