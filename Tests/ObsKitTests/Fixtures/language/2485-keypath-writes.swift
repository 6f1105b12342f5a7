// Compiler test style: key path writes through nested structs, classes, arrays and optionals
struct Dimensions {
  var width: Int
  var height: Int
}

struct Window {
  var title: String
  var frame: Dimensions
  var tags: [String]
  var parent: Dimensions?
}

final class Screen {
  var main = Window(title: "main", frame: Dimensions(width: 800, height: 600), tags: ["a"], parent: nil)
  var brightness = 50
}

var w = Window(title: "doc", frame: Dimensions(width: 100, height: 50), tags: ["x", "y"], parent: Dimensions(width: 1, height: 1))
w[keyPath: \.frame.width] = 5
w[keyPath: \Window.title] += "-edited"
w[keyPath: \.tags[1]] = "z"
w[keyPath: \.parent!.height] = 77
print(w.title, w.frame.width, w.tags, w.parent!.height)

let heightPath: WritableKeyPath<Window, Int> = \.frame.height
w[keyPath: heightPath] *= 3
print("height:", w.frame.height)

let framePath = \Window.frame
let widthInFrame = \Dimensions.width
let combined = framePath.appending(path: widthInFrame)
w[keyPath: combined] = 640
print("combined:", w.frame.width, w[keyPath: combined])

func setAll<Root>(_ root: inout Root, _ paths: [WritableKeyPath<Root, Int>], to value: Int) {
  for p in paths { root[keyPath: p] = value }
}
setAll(&w, [\.frame.width, \.frame.height], to: 9)
print("setAll:", w.frame.width, w.frame.height)

let screen = Screen()
let alias = screen
screen[keyPath: \.brightness] = 80
let refPath: ReferenceWritableKeyPath<Screen, Int> = \.main.frame.height
alias[keyPath: refPath] = 1080
print("screen:", screen.brightness, screen.main.frame.height)

var windows = [w, w]
windows[keyPath: \.[0].title] = "first"
windows[1][keyPath: \.frame.width] = 11
print(windows.map { "\($0.title):\($0.frame.width)" })

var noParent = Window(title: "t", frame: Dimensions(width: 0, height: 0), tags: [], parent: nil)
print("noParent parent is nil:", noParent[keyPath: \.parent?.width] == nil)
noParent[keyPath: \.parent] = Dimensions(width: 2, height: 2)
noParent[keyPath: \.parent!.width] += 3
print("noParent width:", noParent[keyPath: \.parent?.width] ?? -1)
// expect: doc-edited 5 ["x", "z"] 77
// expect: height: 150
// expect: combined: 640 640
// expect: setAll: 9 9
// expect: screen: 80 1080
// expect: ["first:9", "doc-edited:11"]
// expect: noParent parent is nil: true
// expect: noParent width: 5
