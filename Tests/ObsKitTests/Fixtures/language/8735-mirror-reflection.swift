// Tutorial style (SwiftLee, Mirror): reflecting over properties to build a simple debug dump
struct Settings {
    var theme = "dark"
    var fontSize = 14
    var autosave = true
    var recentFiles = ["notes.md", "todo.txt"]
    var accent: String? = nil
}

class Base {
    var id = 1
}
final class Document: Base {
    var title = "Draft"
    var wordCount = 250
}

enum Shape {
    case circle(radius: Double)
    case rect(w: Int, h: Int)
}

func inspect(_ value: Any) {
    let mirror = Mirror(reflecting: value)
    let style = mirror.displayStyle.map { "\($0)" } ?? "none"
    print("\(mirror.subjectType) [\(style)] with \(mirror.children.count) children")
    for child in mirror.children {
        print("  \(child.label ?? "_") = \(child.value)")
    }
}

inspect(Settings())
inspect(Document())

let doc = Document()
if let parent = Mirror(reflecting: doc).superclassMirror {
    print("superclass: \(parent.subjectType), labels: \(parent.children.compactMap(\.label))")
}

inspect((x: 3, y: "four"))
inspect(Shape.rect(w: 2, h: 5))
inspect([10, 20])

func nonDefaultFields(_ value: Settings) -> [String] {
    let current = Mirror(reflecting: value).children
    let defaults = Mirror(reflecting: Settings()).children
    return zip(current, defaults).compactMap { pair in
        "\(pair.0.value)" == "\(pair.1.value)" ? nil : pair.0.label
    }
}
var custom = Settings()
custom.fontSize = 18
custom.accent = "teal"
print("changed: \(nonDefaultFields(custom))")

// expect: Settings [struct] with 5 children
// expect:   theme = dark
// expect:   fontSize = 14
// expect:   autosave = true
// expect:   recentFiles = ["notes.md", "todo.txt"]
// expect:   accent = nil
// expect: Document [class] with 2 children
// expect:   title = Draft
// expect:   wordCount = 250
// expect: superclass: Base, labels: ["id"]
// expect: (x: Int, y: String) [tuple] with 2 children
// expect:   x = 3
// expect:   y = four
// expect: Shape [enum] with 1 children
// expect:   rect = (w: 2, h: 5)
// expect: Array<Int> [collection] with 2 children
// expect:   _ = 10
// expect:   _ = 20
// expect: changed: ["fontSize", "accent"]
