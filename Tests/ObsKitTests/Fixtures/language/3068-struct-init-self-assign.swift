// Compiler test style: struct initializers and mutating methods that assign to self wholesale
struct RGB {
  var r: Int, g: Int, b: Int
  init(r: Int, g: Int, b: Int) { self.r = r; self.g = g; self.b = b }
  init(gray: Int) {
    self.init(r: gray, g: gray, b: gray)
  }
  init(hex: Int) {
    self = RGB(r: (hex >> 16) & 0xFF, g: (hex >> 8) & 0xFF, b: hex & 0xFF)
  }
  mutating func invert() {
    self = RGB(r: 255 - r, g: 255 - g, b: 255 - b)
  }
  mutating func swapped() -> RGB {
    let old = self
    (r, b) = (b, r)
    return old
  }
}

var c = RGB(hex: 0x102030)
print(c.r, c.g, c.b)
let old = c.swapped()
print(old.r, old.b, c.r, c.b)
c.invert()
print(c.r, c.g, c.b)
var palette = [RGB(gray: 10), RGB(hex: 0xFF0000)]
palette[0].invert()
let prev = palette[1].swapped()
print(palette.map { [$0.r, $0.g, $0.b] }, prev.r)
// expect: 16 32 48
// expect: 16 48 48 16
// expect: 207 223 239
// expect: [[245, 245, 245], [0, 0, 255]] 255
