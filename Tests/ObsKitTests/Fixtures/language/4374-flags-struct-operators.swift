// Compiler test style: bitmask struct with custom |, &, ^, ~ operators and OptionSet set algebra

struct Perm: Equatable, CustomStringConvertible {
  var raw: UInt8

  static let none = Perm(raw: 0)
  static let read = Perm(raw: 1)
  static let write = Perm(raw: 2)
  static let exec = Perm(raw: 4)
  static let all = Perm(raw: 7)

  static func | (a: Perm, b: Perm) -> Perm { return Perm(raw: a.raw | b.raw) }
  static func & (a: Perm, b: Perm) -> Perm { return Perm(raw: a.raw & b.raw) }
  static func ^ (a: Perm, b: Perm) -> Perm { return Perm(raw: a.raw ^ b.raw) }
  static prefix func ~ (a: Perm) -> Perm { return Perm(raw: ~a.raw & 7) }
  static func |= (a: inout Perm, b: Perm) { a = a | b }
  static func &= (a: inout Perm, b: Perm) { a = a & b }
  static func - (a: Perm, b: Perm) -> Perm { return a & ~b }

  var description: String {
    let r = raw & 1 != 0 ? "r" : "-"
    let w = raw & 2 != 0 ? "w" : "-"
    let x = raw & 4 != 0 ? "x" : "-"
    return r + w + x
  }
}

struct Style: OptionSet {
  let rawValue: Int
  static let bold = Style(rawValue: 1 << 0)
  static let italic = Style(rawValue: 1 << 1)
  static let underline = Style(rawValue: 1 << 2)
  static let strike = Style(rawValue: 1 << 3)
  static let emphasis: Style = [.bold, .italic]
}

func names(_ s: Style) -> [String] {
  var out: [String] = []
  if s.contains(.bold) { out.append("bold") }
  if s.contains(.italic) { out.append("italic") }
  if s.contains(.underline) { out.append("underline") }
  if s.contains(.strike) { out.append("strike") }
  return out
}

let rw = Perm.read | .write
print(rw)
print(rw & .write)
print(rw ^ .all)
print(~rw)
print(~Perm.none, ~Perm.all)
print(Perm.all - .write)
print(rw == Perm(raw: 3))
var p = Perm.none
p |= .exec
p |= .read
print(p)
p &= .exec | .write
print(p)
let combined = [Perm.read, .write, .exec].reduce(.none, |)
print(combined)
let common = [Perm.all, rw, .write | .exec].reduce(.all, &)
print(common)
print((0...7).map { Perm(raw: UInt8($0)).description }.joined(separator: " "))

var style: Style = [.bold]
print(names(style))
style.insert(.underline)
print(names(style))
style.formUnion(.emphasis)
print(names(style), style.rawValue)
style.remove(.bold)
print(names(style))
print(names(style.intersection([.italic, .strike])))
print(names(style.symmetricDifference([.italic, .strike])))
print(names(Style.emphasis.union(.strike)))
print(style.contains(.italic), style.contains(.bold))
print(Style.emphasis == [.italic, .bold])
print(Style.emphasis.isSubset(of: [.bold, .italic, .underline]))
print(Style().isEmpty, names(Style(rawValue: 15)))
let toggled = style.subtracting(.underline)
print(names(toggled), toggled.rawValue)

// expect: rw-
// expect: -w-
// expect: --x
// expect: --x
// expect: rwx ---
// expect: r-x
// expect: true
// expect: r-x
// expect: --x
// expect: rwx
// expect: -w-
// expect: --- r-- -w- rw- --x r-x -wx rwx
// expect: ["bold"]
// expect: ["bold", "underline"]
// expect: ["bold", "italic", "underline"] 7
// expect: ["italic", "underline"]
// expect: ["italic"]
// expect: ["underline", "strike"]
// expect: ["bold", "italic", "strike"]
// expect: true false
// expect: true
// expect: true
// expect: true ["bold", "italic", "underline", "strike"]
// expect: ["italic"] 2
