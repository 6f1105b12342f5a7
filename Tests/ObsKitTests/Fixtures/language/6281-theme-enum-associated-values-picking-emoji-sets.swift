// CS193p style (enum themes): a theme enum with associated values picking emoji sets, and a static theme catalog
enum CardCount {
    case fixed(Int)
    case all
    case random(min: Int)
}

enum Theme {
    case animals(count: CardCount)
    case food(count: CardCount)
    case custom(name: String, emojis: [String], color: String)

    var name: String {
        switch self {
        case .animals: return "Animals"
        case .food: return "Food"
        case .custom(let name, _, _): return name
        }
    }
    var emojis: [String] {
        switch self {
        case .animals: return ["🐶", "🐱", "🐸", "🦊", "🐼"]
        case .food: return ["🍎", "🍕", "🍩", "🥕"]
        case .custom(_, let emojis, _): return emojis
        }
    }
    var color: String {
        if case let .custom(_, _, color) = self { return color }
        return self.name == "Animals" ? "orange" : "green"
    }
    var pairs: Int {
        let available = emojis.count
        let count: CardCount
        switch self {
        case .animals(let c), .food(let c): count = c
        case .custom: count = .all
        }
        switch count {
        case .fixed(let n): return min(n, available)
        case .all: return available
        case .random(let lower): return max(lower, available / 2)
        }
    }
}

struct ThemeCatalog {
    static let shared = ThemeCatalog()
    static var lookups = 0
    let themes: [Theme] = [
        .animals(count: .fixed(3)),
        .food(count: .random(min: 3)),
        .custom(name: "Sports", emojis: ["⚽️", "🏀", "🎾"], color: "blue"),
        .food(count: .fixed(10))
    ]
    private init() {}
    func theme(named name: String) -> Theme? {
        ThemeCatalog.lookups += 1
        return themes.first { $0.name == name }
    }
}

for theme in ThemeCatalog.shared.themes {
    print("\(theme.name) [\(theme.color)] pairs=\(theme.pairs): \(theme.emojis.prefix(theme.pairs).joined())")
}
if let sports = ThemeCatalog.shared.theme(named: "Sports") {
    print("Found \(sports.name) with \(sports.emojis.count) emojis")
}
print(ThemeCatalog.shared.theme(named: "Space")?.name ?? "no Space theme")
print("Lookups: \(ThemeCatalog.lookups)")

// expect: Animals [orange] pairs=3: 🐶🐱🐸
// expect: Food [green] pairs=3: 🍎🍕🍩
// expect: Sports [blue] pairs=3: ⚽️🏀🎾
// expect: Food [green] pairs=4: 🍎🍕🍩🥕
// expect: Found Sports with 3 emojis
// expect: no Space theme
// expect: Lookups: 2
