// Tutorial style (templating): filling {{placeholders}} with replacingOccurrences and regex templates
import Foundation

let template = "Dear {{name}},\nyour order #{{order}} of {{count}} item(s) ships on {{day}}.\n-- {{shop}}"
let values = ["name": "Alice", "order": "10042", "count": "3", "day": "Monday"]

var filled = template
for (key, value) in values.sorted(by: { $0.key < $1.key }) {
    filled = filled.replacingOccurrences(of: "{{\(key)}}", with: value)
}
print(filled)

// Any placeholders left over?
let leftover = try! NSRegularExpression(pattern: #"\{\{(\w+)\}\}"#)
let ns = filled as NSString
let missing = leftover.matches(in: filled, range: NSRange(location: 0, length: ns.length)).map {
    ns.substring(with: $0.range(at: 1))
}
print("missing:", missing)

// Replace unknown placeholders with a marker using a regex template
let marked = leftover.stringByReplacingMatches(
    in: filled, options: [], range: NSRange(location: 0, length: ns.length),
    withTemplate: "<$1?>")
print(marked.components(separatedBy: "\n").last!)

// Same thing via the .regularExpression option on String
let upper = "{{a}} and {{b}}".replacingOccurrences(of: #"\{\{(\w)\}\}"#, with: "[$1$1]", options: .regularExpression)
print(upper)

// Case-insensitive keyword replacement
let shout = "Swift is fast. SWIFT is safe. swift is fun."
print(shout.replacingOccurrences(of: "swift", with: "Swift", options: .caseInsensitive))
let escaped = NSRegularExpression.escapedTemplate(for: "$5.00")
print(escaped)
print("price: X".replacingOccurrences(of: "X", with: escaped, options: .regularExpression))
// expect: Dear Alice,
// expect: your order #10042 of 3 item(s) ships on Monday.
// expect: -- {{shop}}
// expect: missing: ["shop"]
// expect: -- <shop?>
// expect: [aa] and [bb]
// expect: Swift is fast. Swift is safe. Swift is fun.
// expect: \$5\.00
// expect: price: $5.00
