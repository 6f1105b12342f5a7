// Swift Regex style (string switches): switch over command strings with where-clauses using hasPrefix, contains(regex) and a custom ~= for Regex
func ~= (pattern: Regex<Substring>, value: String) -> Bool {
    value.wholeMatch(of: pattern) != nil
}

func interpret(_ input: String) -> String {
    switch input {
    case "":
        return "empty input"
    case #/\d+/#:
        return "a number: \(Int(input)!)"
    case #/[a-z]+@[a-z]+\.[a-z]+/#:
        return "an email address"
    case let cmd where cmd.hasPrefix("/"):
        let name = cmd.dropFirst().split(separator: " ").first ?? ""
        return "command '\(name)'"
    case let text where text.contains(#/\d/#):
        return "text with digits"
    default:
        return "plain text (\(input.count) chars)"
    }
}

let inputs = ["42", "bob@mail.com", "/join general", "room 101", "hello", "", "007x"]
for input in inputs {
    print("\(input.isEmpty ? "<empty>" : input): \(interpret(input))")
}

// expect: 42: a number: 42
// expect: bob@mail.com: an email address
// expect: /join general: command 'join'
// expect: room 101: text with digits
// expect: hello: plain text (5 chars)
// expect: <empty>: empty input
// expect: 007x: text with digits
