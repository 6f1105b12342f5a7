// Tutorial style (line processing): parsing a tiny Markdown outline line by line
import Foundation

let markdown = """
# Shopping List

Some intro text that
spans two lines.

## Fruit
- apples
- pears   
  - conference
## Vegetables
* carrots
- [x] potatoes
- [ ] leeks

### Notes
> remember the bags
"""

var outline: [String] = []
var bullets = 0
var checked = 0
for raw in markdown.components(separatedBy: .newlines) {
    let line = raw.trimmingCharacters(in: .whitespaces)
    if line.isEmpty { continue }
    if line.hasPrefix("#") {
        let level = line.prefix { $0 == "#" }.count
        let title = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)
        outline.append(String(repeating: "  ", count: level - 1) + title.uppercased())
    } else if line.hasPrefix("- ") || line.hasPrefix("* ") {
        bullets += 1
        var item = String(line.dropFirst(2))
        if item.hasPrefix("[x] ") { checked += 1; item = "✓ " + item.dropFirst(4) }
        else if item.hasPrefix("[ ] ") { item = "☐ " + item.dropFirst(4) }
        let indent = raw.prefix { $0 == " " }.count / 2
        outline.append(String(repeating: "  ", count: indent + 2) + item)
    } else if line.hasPrefix(">") {
        outline.append("    \"" + line.dropFirst().trimmingCharacters(in: .whitespaces) + "\"")
    }
}
outline.forEach { print($0) }
print("bullets: \(bullets), checked: \(checked)")

let paragraphs = markdown.components(separatedBy: "\n\n")
print("paragraphs:", paragraphs.count)
let wordCount = markdown.components(separatedBy: .whitespacesAndNewlines).filter { $0.rangeOfCharacter(from: .letters) != nil }.count
print("words:", wordCount)
// expect: SHOPPING LIST
// expect:   FRUIT
// expect:     apples
// expect:     pears
// expect:       conference
// expect:   VEGETABLES
// expect:     carrots
// expect:     ✓ potatoes
// expect:     ☐ leeks
// expect:     NOTES
// expect:     "remember the bags"
// expect: bullets: 6, checked: 1
// expect: paragraphs: 4
// expect: words: 22
