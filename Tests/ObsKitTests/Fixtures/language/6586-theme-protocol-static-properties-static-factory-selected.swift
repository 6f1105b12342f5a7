// Swift by Sundell style (static protocol members): a Theme protocol with static properties and a static factory, selected through metatypes and generic T.Type parameters
protocol Theme {
    static var name: String { get }
    static var accent: String { get }
    static func badge(_ text: String) -> String
}

extension Theme {
    static func badge(_ text: String) -> String { "[\(accent)] \(text)" }
    static var summary: String { "\(name)/\(accent)" }
}

enum Light: Theme {
    static let name = "light"
    static let accent = "blue"
}

enum Dark: Theme {
    static let name = "dark"
    static let accent = "orange"
    static func badge(_ text: String) -> String { "<<\(text.uppercased())>>" }
}

struct Label<T: Theme> {
    let text: String
    func render() -> String { T.badge(text) }
}

func preview<T: Theme>(_ theme: T.Type, _ words: [String]) -> [String] {
    words.map { theme.badge($0) }
}

let themes: [any Theme.Type] = [Light.self, Dark.self]
for theme in themes {
    print(theme.name, theme.accent, theme.badge("ok"), theme.summary)
}
print(preview(Light.self, ["a", "b"]), preview(Dark.self, ["c"]))
print(Label<Light>(text: "save").render(), Label<Dark>(text: "save").render())

func openTheme<T: Theme>(_ t: T.Type) -> String { String(describing: Label<T>.self) }
print(themes.map { openTheme($0) })

// expect: light blue [blue] ok light/blue
// expect: dark orange <<OK>> dark/orange
// expect: ["[blue] a", "[blue] b"] ["<<C>>"]
// expect: [blue] save <<SAVE>>
// expect: ["Label<Light>", "Label<Dark>"]
