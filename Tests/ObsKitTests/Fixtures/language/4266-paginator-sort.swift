// App code style: multi-key sorting with key paths and a paginator for a contacts list
struct Contact {
    let first: String
    let last: String
    let company: String
    let starred: Bool
    let messages: Int
}

struct SortDescriptor<Root> {
    let compare: (Root, Root) -> Bool?

    init<Value: Comparable>(_ keyPath: KeyPath<Root, Value>, ascending: Bool = true) {
        compare = { a, b in
            let x = a[keyPath: keyPath], y = b[keyPath: keyPath]
            if x == y { return nil }
            return ascending ? x < y : x > y
        }
    }
}

extension Bool: @retroactive Comparable {
    public static func < (lhs: Bool, rhs: Bool) -> Bool { !lhs && rhs }
}

extension Sequence {
    func sorted(using descriptors: [SortDescriptor<Element>]) -> [Element] {
        sorted { a, b in
            for d in descriptors {
                if let result = d.compare(a, b) { return result }
            }
            return false
        }
    }
}

struct Paginator<Item> {
    let items: [Item]
    let pageSize: Int

    var pageCount: Int { items.isEmpty ? 0 : (items.count + pageSize - 1) / pageSize }

    func page(_ number: Int) -> ArraySlice<Item>? {
        guard number >= 1 && number <= pageCount else { return nil }
        let start = (number - 1) * pageSize
        return items[start..<min(start + pageSize, items.count)]
    }

    func label(for number: Int) -> String {
        guard let slice = page(number) else { return "Page \(number): out of range" }
        return "Page \(number)/\(pageCount) (items \(slice.startIndex + 1)-\(slice.endIndex))"
    }
}

let contacts = [
    Contact(first: "Zoe", last: "Adams", company: "Acme", starred: false, messages: 12),
    Contact(first: "Liam", last: "Baker", company: "Globex", starred: true, messages: 40),
    Contact(first: "Ava", last: "Adams", company: "Initech", starred: true, messages: 3),
    Contact(first: "Noah", last: "Chen", company: "Acme", starred: false, messages: 40),
    Contact(first: "Mia", last: "Diaz", company: "Globex", starred: false, messages: 7),
    Contact(first: "Eli", last: "Baker", company: "Acme", starred: false, messages: 19),
    Contact(first: "Ivy", last: "Evans", company: "Initech", starred: true, messages: 25),
    Contact(first: "Leo", last: "Chen", company: "Globex", starred: false, messages: 1),
]

func show(_ title: String, _ list: [Contact]) {
    print("\(title): " + list.map { "\($0.first) \($0.last)" }.joined(separator: ", "))
}

show("By name", contacts.sorted(using: [SortDescriptor(\.last), SortDescriptor(\.first)]))
show("Starred first", contacts.sorted(using: [SortDescriptor(\.starred, ascending: false), SortDescriptor(\.first)]))
show("Busiest", contacts.sorted(using: [SortDescriptor(\.messages, ascending: false), SortDescriptor(\.last), SortDescriptor(\.first)]))
show("Company then msgs", contacts.sorted(using: [SortDescriptor(\.company), SortDescriptor(\.messages)]))

let byName = contacts.sorted(using: [SortDescriptor(\.last), SortDescriptor(\.first)])
let pages = Paginator(items: byName, pageSize: 3)
for n in 0...(pages.pageCount + 1) {
    print(pages.label(for: n))
    if let slice = pages.page(n) {
        for c in slice {
            print("  \(c.starred ? "*" : " ") \(c.last), \(c.first) — \(c.company)")
        }
    }
}
let empty = Paginator(items: [Int](), pageSize: 10)
print("Empty pages: \(empty.pageCount), first: \(empty.page(1) == nil ? "none" : "some")")
print("Bool ordering: \([true, false, true].sorted())")

// expect: By name: Ava Adams, Zoe Adams, Eli Baker, Liam Baker, Leo Chen, Noah Chen, Mia Diaz, Ivy Evans
// expect: Starred first: Ava Adams, Ivy Evans, Liam Baker, Eli Baker, Leo Chen, Mia Diaz, Noah Chen, Zoe Adams
// expect: Busiest: Liam Baker, Noah Chen, Ivy Evans, Eli Baker, Zoe Adams, Mia Diaz, Ava Adams, Leo Chen
// expect: Company then msgs: Zoe Adams, Eli Baker, Noah Chen, Leo Chen, Mia Diaz, Liam Baker, Ava Adams, Ivy Evans
// expect: Page 0: out of range
// expect: Page 1/3 (items 1-3)
// expect:   * Adams, Ava — Initech
// expect:     Adams, Zoe — Acme
// expect:     Baker, Eli — Acme
// expect: Page 2/3 (items 4-6)
// expect:   * Baker, Liam — Globex
// expect:     Chen, Leo — Globex
// expect:     Chen, Noah — Acme
// expect: Page 3/3 (items 7-8)
// expect:     Diaz, Mia — Globex
// expect:   * Evans, Ivy — Initech
// expect: Page 4: out of range
// expect: Empty pages: 0, first: none
// expect: Bool ordering: [false, true, true]
