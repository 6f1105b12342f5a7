// Compiler test style (concurrency): nonisolated members on actors, protocol conformance via nonisolated
actor Library: CustomStringConvertible {
    let name: String
    private var books: [String] = []
    nonisolated let founded: Int

    init(name: String, founded: Int) {
        self.name = name
        self.founded = founded
    }

    nonisolated var description: String { "Library(\(name), est. \(founded))" }

    nonisolated func greeting(for visitor: String) -> String {
        "Welcome to \(name), \(visitor)!"
    }

    func add(_ title: String) { books.append(title) }
    func count() -> Int { books.count }
    func titles() -> [String] { books.sorted() }
}

actor Registry: Hashable {
    let id: Int
    init(id: Int) { self.id = id }
    nonisolated static func == (a: Registry, b: Registry) -> Bool { a.id == b.id }
    nonisolated func hash(into h: inout Hasher) { h.combine(id) }
}

let lib = Library(name: "Central", founded: 1911)
print(lib)
print(lib.greeting(for: "Ines"))
print("founded:", lib.founded)

await lib.add("Dune")
await lib.add("Beloved")
await lib.add("Middlemarch")
print("count:", await lib.count())
print("titles:", await lib.titles())

let regs: Set<Registry> = [Registry(id: 1), Registry(id: 2), Registry(id: 1)]
print("unique registries:", regs.count)
print("sorted ids:", regs.map { $0.id }.sorted())
print("equal:", Registry(id: 7) == Registry(id: 7))

func describeAll(_ items: [CustomStringConvertible]) -> String {
    items.map { $0.description }.joined(separator: "; ")
}
print(describeAll([lib, Library(name: "Branch", founded: 1987)]))

// expect: Library(Central, est. 1911)
// expect: Welcome to Central, Ines!
// expect: founded: 1911
// expect: count: 3
// expect: titles: ["Beloved", "Dune", "Middlemarch"]
// expect: unique registries: 2
// expect: sorted ids: [1, 2]
// expect: equal: true
// expect: Library(Central, est. 1911); Library(Branch, est. 1987)
