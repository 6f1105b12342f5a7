// Hacking with Swift style (if and switch expressions in initializers): static lets, lazy vars, default property values and closure results chosen by expressions
enum Theme { case light, dark, highContrast }

struct Settings {
    static let defaultFontSize = 14

    var theme: Theme
    var fontSize: Int = Settings.defaultFontSize

    var background: String = "white"

    lazy var summary: String = switch theme {
    case .light: "light \(fontSize)pt"
    case .dark: "dark \(fontSize)pt"
    case .highContrast: "contrast \(fontSize + 4)pt"
    }

    init(theme: Theme, large: Bool) {
        self.theme = theme
        fontSize = if large { 20 } else { Settings.defaultFontSize }
        background = switch theme {
        case .light: "white"
        case .dark: "black"
        case .highContrast: "yellow"
        }
    }
}

var options = [
    Settings(theme: .light, large: false),
    Settings(theme: .dark, large: true),
    Settings(theme: .highContrast, large: false),
]
for i in options.indices {
    print(options[i].summary, "on", options[i].background)
}

let sizeLabel = { (size: Int) -> String in
    if size < 12 { return "small" }
    return if size < 18 { "medium" } else { "large" }
}
print(options.map { sizeLabel($0.fontSize) })

let bonus = 3
let points = [4, 9, 15].map { value in
    switch value {
    case ..<5: value
    case 5..<10: value * 2
    default: value * 2 + bonus
    }
}
print(points)

let optionalName: String? = nil
let greeting = if let name = optionalName { "Hi, \(name)" } else { "Hi, stranger" }
print(greeting)

// expect: light 14pt on white
// expect: dark 20pt on black
// expect: contrast 18pt on yellow
// expect: ["medium", "large", "medium"]
// expect: [4, 18, 33]
// expect: Hi, stranger
