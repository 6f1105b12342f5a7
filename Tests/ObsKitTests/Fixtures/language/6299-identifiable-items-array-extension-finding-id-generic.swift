// CS193p style (protocol-oriented model): Identifiable items, an Array extension finding by id, and a generic Identifiable store
protocol Named {
    var name: String { get }
}

struct Emoji: Identifiable, Named, Equatable {
    let id: Int
    let name: String
    let symbol: String
}

struct Palette: Identifiable, Named {
    let id: Int
    var name: String
    var emojis: [Emoji]
}

extension Array where Element: Identifiable {
    func index(matching item: Element) -> Int? {
        firstIndex(where: { $0.id == item.id })
    }
    mutating func replace(_ item: Element) {
        if let i = index(matching: item) { self[i] = item }
    }
}

extension Array where Element: Named {
    var names: String { map(\.name).joined(separator: ", ") }
}

extension Collection where Element: Equatable {
    func uniqued() -> [Element] {
        var seen: [Element] = []
        for e in self where !seen.contains(e) { seen.append(e) }
        return seen
    }
}

struct Store<Item: Identifiable & Named> {
    private(set) var items: [Item] = []
    mutating func upsert(_ item: Item) {
        if items.index(matching: item) != nil { items.replace(item) } else { items.append(item) }
    }
    func find(_ name: String) -> Item? { items.first { $0.name == name } }
}

let smile = Emoji(id: 1, name: "smile", symbol: "😀")
let heart = Emoji(id: 2, name: "heart", symbol: "❤️")
let star = Emoji(id: 3, name: "star", symbol: "⭐️")

var palettes = Store<Palette>()
palettes.upsert(Palette(id: 10, name: "Faces", emojis: [smile]))
palettes.upsert(Palette(id: 11, name: "Symbols", emojis: [heart, star, heart]))
palettes.upsert(Palette(id: 10, name: "Happy Faces", emojis: [smile, smile]))
print(palettes.items.names)
for p in palettes.items {
    print("\(p.id) \(p.name): \(p.emojis.map(\.symbol).joined()) unique \(p.emojis.uniqued().count)")
}
print(palettes.find("Symbols")?.emojis.names ?? "-", palettes.find("Faces")?.id as Any)
print([3, 1, 3, 2, 1].uniqued(), "mississippi".uniqued().map(String.init).joined())
var list = [smile, heart]
list.replace(Emoji(id: 2, name: "broken heart", symbol: "💔"))
print(list.names, list.index(matching: star) as Any)

// expect: Happy Faces, Symbols
// expect: 10 Happy Faces: 😀😀 unique 1
// expect: 11 Symbols: ❤️⭐️❤️ unique 2
// expect: heart, star, heart nil
// expect: [3, 1, 2] misp
// expect: smile, broken heart nil
