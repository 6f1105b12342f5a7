// App code style: email template cleanup with stdlib string algorithms — replacing, ranges(of:), split on substrings, trimmingPrefix
let template = """
Subject:   Your order {{order}} has shipped
---
Hi {{name}},

Good news -- order {{order}} is on its way.
Tracking: {{tracking}}
Items: {{items}}

-- The {{shop}} team
"""

let values = ["name": "Priya", "order": "#1042", "tracking": "1Z999AA10123456784", "items": "2x Mug, 1x Tee", "shop": "Kiln & Co"]

func render(_ text: String, _ values: [String: String]) -> (String, [String]) {
    var output = text
    var missing: [String] = []
    var searchFrom = output.startIndex
    while let open = output[searchFrom...].firstRange(of: "{{") {
        guard let close = output[open.upperBound...].firstRange(of: "}}") else { break }
        let key = String(output[open.upperBound..<close.lowerBound])
        if let value = values[key] {
            output.replaceSubrange(open.lowerBound..<close.upperBound, with: value)
            searchFrom = output.index(open.lowerBound, offsetBy: value.count)
        } else {
            missing.append(key)
            searchFrom = close.upperBound
        }
    }
    return (output, missing)
}

let (body, missing) = render(template, values)
let sections = body.split(separator: "\n---\n")
print("sections:", sections.count)
let subjectLine = sections[0].trimmingPrefix("Subject:").trimmingPrefix(while: { $0 == " " })
print("subject: [\(subjectLine)]")
print(sections[1])
print("missing:", missing)

let (partial, gaps) = render("Dear {{title}} {{name}}, {{greeting}}", ["name": "Lee"])
print(partial, gaps)

let text = String(sections[1])
print("mentions of order:", text.ranges(of: "order").count)
print("double dashes fixed:", text.replacing("--", with: "—").split(separator: "\n").first!)
print("contains tracking:", text.contains("Tracking:"), "contains refund:", text.contains("refund"))
let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
print("line count:", lines.count, "blank lines:", lines.filter(\.isEmpty).count)
let itemsLine = lines.first { $0.starts(with: "Items:") }!
let items = itemsLine.dropFirst("Items: ".count).split(separator: ", ")
for item in items {
    let parts = item.split(separator: "x ", maxSplits: 1)
    print("  qty \(parts[0]) of \(parts[1])")
}

var slug = "  Summer SALE -- 20% off!! "
slug = String(slug.trimmingPrefix(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
print("[\(slug)]")
let cleaned = slug.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber }).joined(separator: "-")
print(cleaned)
var message = "Hello NAME, your NAME tag is ready"
message.replace("NAME", with: "Sam", maxReplacements: 1)
print(message)
print("a,b;;c".split(separator: ";").map(String.init), "x--y--z".split(separator: "--"))
print("tracking prefix:", values["tracking"]!.prefix(2), values["tracking"]!.firstRange(of: "AA").map { values["tracking"]!.distance(from: values["tracking"]!.startIndex, to: $0.lowerBound) } ?? -1)

// expect: sections: 2
// expect: subject: [Your order #1042 has shipped]
// expect: Hi Priya,
// expect:
// expect: Good news -- order #1042 is on its way.
// expect: Tracking: 1Z999AA10123456784
// expect: Items: 2x Mug, 1x Tee
// expect:
// expect: -- The Kiln & Co team
// expect: missing: []
// expect: Dear {{title}} Lee, {{greeting}} ["title", "greeting"]
// expect: mentions of order: 1
// expect: double dashes fixed: Hi Priya,
// expect: contains tracking: true contains refund: false
// expect: line count: 7 blank lines: 2
// expect:   qty 2 of Mug
// expect:   qty 1 of Tee
// expect: [Summer SALE -- 20% off!!]
// expect: summer-sale-20-off
// expect: Hello Sam, your NAME tag is ready
// expect: ["a,b", "c"] ["x", "y", "z"]
// expect: tracking prefix: 1Z 5
