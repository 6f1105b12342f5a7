// RegexBuilder style (replacing): redact, normalise and template text with replacing(_:with:) and closures
import RegexBuilder

let message = "Call 555-123-4567 or (555) 987-6543, card 4111 1111 1111 1234, ref #A-77."

let phone = Regex {
    ChoiceOf {
        Regex {
            "("
            Repeat(.digit, count: 3)
            ") "
        }
        Regex {
            Repeat(.digit, count: 3)
            "-"
        }
    }
    Repeat(.digit, count: 3)
    "-"
    Capture { Repeat(.digit, count: 4) }
}

print(message.replacing(phone) { "XXX-XXX-\($0.output.1)" })

let card = Regex {
    Repeat(count: 3) {
        Repeat(.digit, count: 4)
        " "
    }
    Capture { Repeat(.digit, count: 4) }
}
let redacted = message
    .replacing(phone, with: "[phone]")
    .replacing(card) { "**** \($0.output.1)" }
print(redacted)

// template substitution {{name}}
let template = "Hello {{name}}, your order {{ order }} ships {{when}}. {{unknown}} stays."
let values = ["name": "Kim", "order": "#1042", "when": "tomorrow"]
let placeholder = Regex {
    "{{"
    ZeroOrMore(.whitespace)
    Capture { OneOrMore(.word) }
    ZeroOrMore(.whitespace)
    "}}"
}
print(template.replacing(placeholder) { m in
    values[String(m.output.1)] ?? String(m.output.0)
})

// collapse repeated whitespace, limit the number of replacements
let messy = "too    many   spaces  here   ok"
print(messy.replacing(Regex { Repeat(" ", 2...) }, with: " "))
print(messy.replacing(Regex { Repeat(" ", 2...) }, with: "_", maxReplacements: 2))

var mutable = "a1b22c333"
mutable.replace(Regex { OneOrMore(.digit) }) { "<\($0.output.count)>" }
print(mutable)
// expect: Call XXX-XXX-4567 or XXX-XXX-6543, card 4111 1111 1111 1234, ref #A-77.
// expect: Call [phone] or [phone], card **** 1234, ref #A-77.
// expect: Hello Kim, your order #1042 ships tomorrow. {{unknown}} stays.
// expect: too many spaces here ok
// expect: too_many_spaces  here   ok
// expect: a<1>b<2>c<3>
