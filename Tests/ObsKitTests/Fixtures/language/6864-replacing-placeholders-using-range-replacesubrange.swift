// Hacking with Swift style (template substitution): replacing {{placeholders}} using range(of:) and replaceSubrange
import Foundation

func render(_ template: String, _ values: [String: String]) -> (String, [String]) {
    var output = template
    var missing: [String] = []
    var searchStart = output.startIndex
    while let open = output.range(of: "{{", range: searchStart..<output.endIndex),
          let close = output.range(of: "}}", range: open.upperBound..<output.endIndex) {
        let key = output[open.upperBound..<close.lowerBound].trimmingCharacters(in: .whitespaces)
        let replacement: String
        if let v = values[key] {
            replacement = v
        } else {
            missing.append(key)
            replacement = "<\(key)?>"
        }
        let offset = output.distance(from: output.startIndex, to: open.lowerBound)
        output.replaceSubrange(open.lowerBound..<close.upperBound, with: replacement)
        searchStart = output.index(output.startIndex, offsetBy: offset + replacement.count)
    }
    return (output, missing)
}

let template = "Dear {{ name }}, your order #{{order}} of {{count}} {{item}}s ships {{when}}. {{name}}!"
let values = ["name": "Ada", "order": "1042", "count": "3", "item": "{{name}}", "when": "today"]
let (text, missing) = render(template, values)
print(text)
print("missing:", missing)

let (second, miss2) = render("{{a}}{{b}}{{a}} {{ unclosed", ["a": "x", "b": "yy"])
print(second, miss2)

var sentence = "I like cats. Cats like me. cats!"
print(sentence.replacingOccurrences(of: "cats", with: "dogs"))
print(sentence.replacingOccurrences(of: "cats", with: "dogs", options: .caseInsensitive))
if let r = sentence.range(of: "like", options: .backwards) {
    sentence.replaceSubrange(r, with: "adore")
}
print(sentence)
var counted = 0
var search = sentence.startIndex..<sentence.endIndex
while let r = sentence.range(of: "cats", options: .caseInsensitive, range: search) {
    counted += 1
    search = r.upperBound..<sentence.endIndex
}
print("cats found:", counted)

// expect: Dear Ada, your order #1042 of 3 {{name}}s ships today. Ada!
// expect: missing: []
// expect: xyyx {{ unclosed []
// expect: I like dogs. Cats like me. dogs!
// expect: I like dogs. dogs like me. dogs!
// expect: I like cats. Cats adore me. cats!
// expect: cats found: 3
