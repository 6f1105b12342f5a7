// Associated types with constraints, generic where clauses on functions and extensions, a protocol whose associated type refers back to itself
// expected output: swiftc 6.3.1 (Linux), run on this machine
// A browser's back-button history, described by a protocol with an associated type.
protocol Sequenced {
    associatedtype Entry
    var count: Int { get }
    mutating func append(_ entry: Entry)
    subscript(i: Int) -> Entry { get }
}

struct History<Element>: Sequenced {
    private var visited: [Element] = []
    var count: Int { visited.count }
    mutating func append(_ entry: Element) { visited.append(entry) }
    mutating func back() -> Element? { visited.popLast() }
    subscript(i: Int) -> Element { visited[i] }
}

extension Array: Sequenced {}

func sameEntries<A: Sequenced, B: Sequenced>(_ a: A, _ b: B) -> Bool
where A.Entry == B.Entry, A.Entry: Equatable {
    guard a.count == b.count else { return false }
    for i in 0..<a.count where a[i] != b[i] { return false }
    return true
}

extension Sequenced where Entry: Numeric {
    var sum: Entry {
        var total: Entry = 0
        for i in 0..<count { total += self[i] }
        return total
    }
}

extension Sequenced where Entry == String {
    func slashJoined() -> String {
        (0..<count).map { self[$0] }.joined(separator: "/")
    }
}

protocol Trimmable: Sequenced {
    associatedtype Recent: Trimmable where Recent.Entry == Entry
    func recent(_ n: Int) -> Recent
}

extension History: Trimmable {
    func recent(_ n: Int) -> History {
        var result = History()
        for i in max(0, count - n)..<count { result.append(self[i]) }
        return result
    }
}

var pageIDs = History<Int>()
for id in [12, 40, 7, 31] { pageIDs.append(id) }
print(pageIDs.count, pageIDs.sum, pageIDs.recent(2).sum)
print(sameEntries(pageIDs, [12, 40, 7, 31]), sameEntries(pageIDs, [12, 40]))
_ = pageIDs.back()
print(sameEntries(pageIDs.recent(5), [12, 40, 7]))

var pages = History<String>()
pages.append("home"); pages.append("docs"); pages.append("faq")
print(pages.slashJoined(), pages.recent(2).slashJoined(), ["news", "sport"].slashJoined())
print([0.5, 1.25].sum)
// expect: 4 90 38
// expect: true false
// expect: true
// expect: home/docs/faq docs/faq news/sport
// expect: 1.75
