// Blog style (whitespace): trimming and collapsing whitespace without Foundation
let messy = "  \t Hello   there,\n  general   Kenobi \n"
func trim(_ s: String) -> Substring {
    guard let start = s.firstIndex(where: { !$0.isWhitespace }),
          let end = s.lastIndex(where: { !$0.isWhitespace }) else { return "" }
    return s[start...end]
}
print("[\(trim(messy))]")
let collapsed = messy.split(whereSeparator: \.isWhitespace).joined(separator: " ")
print("[\(collapsed)]")
print("[\(trim("   "))]")
let nbsp: Character = "\u{00A0}"
print(nbsp.isWhitespace, Character("\n").isNewline, Character("\u{2028}").isNewline)
let countSpaces = messy.filter { $0 == " " }.count
print("spaces: \(countSpaces), tabs: \(messy.filter { $0 == "\t" }.count)")
// expect: [Hello   there,
// expect:   general   Kenobi]
// expect: [Hello there, general Kenobi]
// expect: []
// expect: true true true
// expect: spaces: 12, tabs: 1
