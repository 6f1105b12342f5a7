// Compiler test style: key path writes trigger observers and computed accessors on the path
struct Size {
  var width: Int
  var height: Int
  var area: Int {
    get { return width * height }
    set {
      print("    Size.area set \(newValue)")
      width = newValue / height
    }
  }
}

final class View {
  var size = Size(width: 2, height: 3) {
    willSet { print("    View.size willSet \(newValue.width)x\(newValue.height)") }
    didSet { print("    View.size didSet was \(oldValue.width)x\(oldValue.height)") }
  }
  var alpha = 1 {
    didSet { print("    View.alpha didSet \(oldValue) -> \(alpha)") }
  }
}

let view = View()
print("write width via key path:")
view[keyPath: \.size.width] = 10
print("write computed area via key path:")
view[keyPath: \.size.area] = 60
print("write alpha via ReferenceWritableKeyPath:")
let alphaPath: ReferenceWritableKeyPath<View, Int> = \.alpha
view[keyPath: alphaPath] += 4
print("read via key path:", view[keyPath: \.size.area], view[keyPath: \View.size.width])

var sizes = [Size(width: 1, height: 1), Size(width: 2, height: 2)]
let paths: [WritableKeyPath<Size, Int>] = [\.width, \.height]
for i in sizes.indices {
  for p in paths { sizes[i][keyPath: p] += i + 1 }
}
print(sizes.map { "\($0.width)x\($0.height)" })
// expect: write width via key path:
// expect:     View.size willSet 10x3
// expect:     View.size didSet was 2x3
// expect: write computed area via key path:
// expect:     Size.area set 60
// expect:     View.size willSet 20x3
// expect:     View.size didSet was 10x3
// expect: write alpha via ReferenceWritableKeyPath:
// expect:     View.alpha didSet 1 -> 5
// expect: read via key path: 60 20
// expect: ["2x2", "4x4"]
