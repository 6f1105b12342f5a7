// Protocols: optional-like requirements modelled with default no-op extension methods and optional closure properties, checked by a data source pattern.
// expected output: swiftc 6.3.1 (Linux), run on this machine
protocol TableSource {
    var rowCount: Int { get }
    func title(for row: Int) -> String
    func subtitle(for row: Int) -> String?
    func didSelect(row: Int)
}

extension TableSource {
    func subtitle(for row: Int) -> String? { nil }
    func didSelect(row: Int) {}
}

struct Fruits: TableSource {
    let names = ["apple", "fig", "kiwi"]
    var rowCount: Int { names.count }
    func title(for row: Int) -> String { names[row] }
}

final class Contacts: TableSource {
    let people = [("Ann", "555-0101"), ("Raj", "555-0199")]
    var selected: [String] = []
    var rowCount: Int { people.count }
    func title(for row: Int) -> String { people[row].0 }
    func subtitle(for row: Int) -> String? { people[row].1 }
    func didSelect(row: Int) { selected.append(people[row].0) }
}

func render(_ source: TableSource) {
    for r in 0..<source.rowCount {
        var line = "\(r): \(source.title(for: r))"
        if let sub = source.subtitle(for: r) { line += " (\(sub))" }
        print(line)
    }
    source.didSelect(row: 0)
}

render(Fruits())
let contacts = Contacts()
render(contacts)
print(contacts.selected)

struct Hooks {
    var onOpen: (() -> Void)?
    var transform: ((Int) -> Int)?
}
let hooks = Hooks(onOpen: { print("opened") }, transform: nil)
hooks.onOpen?()
print(hooks.transform?(3) ?? 3)

// expect: 0: apple
// expect: 1: fig
// expect: 2: kiwi
// expect: 0: Ann (555-0101)
// expect: 1: Raj (555-0199)
// expect: ["Ann"]
// expect: opened
// expect: 3
