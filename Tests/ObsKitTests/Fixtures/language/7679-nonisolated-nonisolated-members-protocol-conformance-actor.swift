// WWDC style (nonisolated): nonisolated members and protocol conformance on an actor
actor Library: CustomStringConvertible {
    let name: String
    private var books: [String: Int] = [:]

    init(name: String) { self.name = name }

    nonisolated var description: String { "Library(\(name))" }

    nonisolated func greeting() -> String {
        "Welcome to \(name)"
    }

    func add(_ title: String, copies: Int) {
        books[title, default: 0] += copies
    }

    func checkout(_ title: String) -> Bool {
        guard let n = books[title], n > 0 else { return false }
        books[title] = n - 1
        return true
    }

    func inventory() -> [String] {
        books.keys.sorted().map { "\($0)=\(books[$0]!)" }
    }
}

let lib = Library(name: "Central")
print(lib)
print(lib.greeting())
await lib.add("Dune", copies: 2)
await lib.add("Emma", copies: 1)
await lib.add("Dune", copies: 1)
print(await lib.checkout("Emma"))
print(await lib.checkout("Emma"))
print(await lib.checkout("Ulysses"))
print(await lib.inventory())
// expect: Library(Central)
// expect: Welcome to Central
// expect: true
// expect: false
// expect: false
// expect: ["Dune=3", "Emma=0"]
