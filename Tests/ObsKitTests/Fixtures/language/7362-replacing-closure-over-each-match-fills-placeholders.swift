// Swift Regex style (templating): replacing(_:with:) with a closure over each match fills {{placeholders}} from a dictionary
let template = "Dear {{name}}, your order #{{order}} ships on {{ day }}. Unknown: {{missing}}."
let values = ["name": "Ada", "order": "1042", "day": "Monday"]

let placeholder = #/\{\{\s*(\w+)\s*\}\}/#

let filled = template.replacing(placeholder) { match in
    values[String(match.1)] ?? "<\(match.1)?>"
}
print(filled)

var used: [String] = []
for match in template.matches(of: placeholder) {
    used.append(String(match.output.1))
}
print("placeholders:", used)

let prices = "apple 3, pear 12, fig 7"
let doubled = prices.replacing(#/\d+/#) { m in
    String(Int(m.output)! * 2)
}
print(doubled)

let shouted = "the quick brown fox".replacing(#/\b\w/#) { m in
    m.output.uppercased()
}
print(shouted)

let limited = "a-b-c-d-e".replacing(#/-/#, with: "+", maxReplacements: 2)
print(limited)

// expect: Dear Ada, your order #1042 ships on Monday. Unknown: <missing?>.
// expect: placeholders: ["name", "order", "day", "missing"]
// expect: apple 6, pear 24, fig 14
// expect: The Quick Brown Fox
// expect: a+b+c-d-e
