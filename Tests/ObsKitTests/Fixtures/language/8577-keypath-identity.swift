// Q&A style (are two key paths to the same property equal?): KeyPath equality, hashing and composition
struct Size { var width: Int; var height: Int }
struct Window { var title: String; var size: Size }

let k1 = \Window.size.width
let k2 = \Window.size.width
let k3 = \Window.size.height
print("same path ==:", k1 == k2)
print("different path ==:", k1 == k3)
print("hash equal for equal paths:", k1.hashValue == k2.hashValue)

// Appending key paths produces an equal path.
let sizePath = \Window.size
let widthPath = \Size.width
let appended = sizePath.appending(path: widthPath)
print("appended == direct:", appended == k1)

// Using key paths as dictionary keys (print sorted).
var labels: [PartialKeyPath<Window>: String] = [:]
labels[\Window.title] = "Title"
labels[\Window.size.width] = "Width"
labels[k2] = "Width again"
print("label count:", labels.count)
print(labels.values.sorted())

// Reading and writing through key paths.
var win = Window(title: "Main", size: Size(width: 800, height: 600))
win[keyPath: k1] += 224
print(win.size.width, win[keyPath: \.title])

// Type of key paths.
print(type(of: k1))
print(type(of: \Window.title))
let anyPath: AnyKeyPath = k1
print(anyPath == k2)

// Key path as a function.
let windows = [win, Window(title: "Aux", size: Size(width: 300, height: 200))]
print(windows.map(\.title), windows.map(\.size.height))

// Identity key path.
let me = \Window.self
print(win[keyPath: me].title)
print(\Int.self == \Int.self)

// expect: same path ==: true
// expect: different path ==: false
// expect: hash equal for equal paths: true
// expect: appended == direct: true
// expect: label count: 2
// expect: ["Title", "Width again"]
// expect: 1024 Main
// expect: WritableKeyPath<Window, Int>
// expect: WritableKeyPath<Window, String>
// expect: true
// expect: ["Main", "Aux"] [600, 200]
// expect: Main
// expect: true
