// Compiler test style: static and class subscripts, overriding class subscripts, instance subscript overloads
class Palette {
  class var colors: [String] { return ["red", "green", "blue"] }
  static var lookups = 0

  class subscript(index: Int) -> String {
    lookups += 1
    let cs = colors
    return cs[index % cs.count]
  }

  static subscript(name name: String) -> Int? {
    return colors.firstIndex(of: name)
  }

  var overrides: [Int: String] = [:]
  subscript(i: Int) -> String {
    get { return overrides[i] ?? type(of: self)[i] }
    set { overrides[i] = newValue }
  }
  subscript(i: Int, upper upper: Bool) -> String {
    let s = self[i]
    return upper ? s.uppercased() : s
  }
}

class WarmPalette: Palette {
  override class var colors: [String] { return ["red", "orange", "yellow", "amber"] }
  override class subscript(index: Int) -> String {
    return "warm:" + super[index]
  }
}

class MonoPalette: WarmPalette {
  override class var colors: [String] { return ["gray"] }
}

print(Palette.self[0], Palette.self[4])
print(WarmPalette.self[1], WarmPalette.self[5])
print(MonoPalette.self[3])
print(Palette.self[name: "blue"] ?? -1, WarmPalette.self[name: "amber"] ?? -1, MonoPalette.self[name: "red"] ?? -1)

let palettes: [Palette] = [Palette(), WarmPalette(), MonoPalette()]
for p in palettes {
  p[1] = "custom"
  print((0..<3).map { p[$0] }, p[2, upper: true])
}

let metas: [Palette.Type] = [Palette.self, WarmPalette.self, MonoPalette.self]
for m in metas {
  print("\(m): \(m[2])")
}
print("lookups \(Palette.lookups)")
// expect: red green
// expect: warm:orange warm:orange
// expect: warm:gray
// expect: 2 3 -1
// expect: ["red", "custom", "blue"] BLUE
// expect: ["warm:red", "custom", "warm:yellow"] WARM:YELLOW
// expect: ["warm:gray", "custom", "warm:gray"] WARM:GRAY
// expect: Palette: blue
// expect: WarmPalette: warm:yellow
// expect: MonoPalette: warm:gray
// expect: lookups 17
