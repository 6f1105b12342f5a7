// RegexBuilder style (phone numbers): normalise several phone formats with ChoiceOf alternatives and optional parts
import RegexBuilder

let area = Reference(Substring.self)
let exchange = Reference(Substring.self)
let line = Reference(Substring.self)

let separator = Regex {
    Optionally(CharacterClass.anyOf("-. "))
}

let usPhone = Regex {
    Optionally {
        ChoiceOf {
            "+1"
            "1"
        }
        separator
    }
    Optionally("(")
    Capture(as: area) { Repeat(.digit, count: 3) }
    ChoiceOf {
        ") "
        ")"
        separator
    }
    Capture(as: exchange) { Repeat(.digit, count: 3) }
    separator
    Capture(as: line) { Repeat(.digit, count: 4) }
}

let inputs = [
    "(415) 555-0132",
    "415.555.0132",
    "+1 415 555 0132",
    "1-800-555-0199",
    "4155550132",
    "555-0132",
    "(41) 555-0132",
]

for input in inputs {
    if let m = input.wholeMatch(of: usPhone) {
        print("\(input) => +1 (\(m[area])) \(m[exchange])-\(m[line])")
    } else {
        print("\(input) => not a US number")
    }
}

let contact = "Office: (212) 555-0100, cell 646.555.0155; fax 212 555 0199."
let numbers = contact.matches(of: usPhone).map { "\($0[area])-\($0[exchange])-\($0[line])" }
print(numbers)
let areas = Set(contact.matches(of: usPhone).map { String($0[area]) })
print(areas.sorted())
// expect: (415) 555-0132 => +1 (415) 555-0132
// expect: 415.555.0132 => +1 (415) 555-0132
// expect: +1 415 555 0132 => +1 (415) 555-0132
// expect: 1-800-555-0199 => +1 (800) 555-0199
// expect: 4155550132 => +1 (415) 555-0132
// expect: 555-0132 => not a US number
// expect: (41) 555-0132 => not a US number
// expect: ["212-555-0100", "646-555-0155", "212-555-0199"]
// expect: ["212", "646"]
