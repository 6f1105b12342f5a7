// Advanced Swift style (Functions): key paths used as functions, writable and reference-writable key paths, appending key paths
struct Size { var width: Double; var height: Double }
struct Window { var title: String; var size: Size; var tags: [String] }
final class Settings { var theme = "light"; var fontSize = 12 }

let windows = [
    Window(title: "Main", size: Size(width: 800, height: 600), tags: ["a"]),
    Window(title: "Aux", size: Size(width: 300, height: 200), tags: []),
]
print(windows.map(\.title))
print(windows.map(\.size.width))
print(windows.filter(\.tags.isEmpty).map(\.title))
print(windows.map(\.tags.count))

let sizePath: WritableKeyPath<Window, Size> = \.size
let heightPath = sizePath.appending(path: \.height)
var w = windows[0]
w[keyPath: heightPath] = 720
print(w.size.height, windows[0].size.height)
w[keyPath: \.tags] += ["b", "c"]
print(w.tags)

let settings = Settings()
let themePath: ReferenceWritableKeyPath<Settings, String> = \.theme
settings[keyPath: themePath] = "dark"
print(settings.theme)
func set<Root: AnyObject, V>(_ path: ReferenceWritableKeyPath<Root, V>, on root: Root, to value: V) {
    root[keyPath: path] = value
}
set(\.fontSize, on: settings, to: 18)
print(settings.fontSize)

let firstTag = \Window.tags.first
print(windows.map { $0[keyPath: firstTag] as Any })
let areaOf: (Window) -> Double = { $0.size.width * $0.size.height }
print(windows.map(areaOf))
let identity = \Window.self
print(windows[1][keyPath: identity].title)
let paths: [PartialKeyPath<Window>] = [\.title, \.size.width, \.tags]
for p in paths {
    print(windows[0][keyPath: p])
}
print(\Window.size.width == sizePath.appending(path: \.width))
let sum = windows.map(\.size).reduce(0) { $0 + $1.width }
print(sum)

// expect: ["Main", "Aux"]
// expect: [800.0, 300.0]
// expect: ["Aux"]
// expect: [1, 0]
// expect: 720.0 600.0
// expect: ["a", "b", "c"]
// expect: dark
// expect: 18
// expect: [Optional("a"), nil]
// expect: [480000.0, 60000.0]
// expect: Aux
// expect: Main
// expect: 800.0
// expect: ["a"]
// expect: true
// expect: 1100.0
