// Tutorial style (identifier case): converting between camelCase, snake_case and kebab-case
import Foundation

func snakeCased(_ s: String) -> String {
    let pattern = "([a-z0-9])([A-Z])|([A-Z]+)([A-Z][a-z])"
    let step = s.replacingOccurrences(of: pattern, with: "$1$3_$2$4", options: .regularExpression)
    return step.lowercased()
}

func camelCased(_ s: String) -> String {
    let parts = s.components(separatedBy: CharacterSet(charactersIn: "_- ")).filter { !$0.isEmpty }
    guard let first = parts.first else { return "" }
    return first.lowercased() + parts.dropFirst().map { $0.capitalized }.joined()
}

func kebabCased(_ s: String) -> String {
    snakeCased(s).replacingOccurrences(of: "_", with: "-")
}

let identifiers = ["userName", "HTTPServerError", "parseJSONData", "simple", "version2Update", "URL", "isHTMLSafe"]
for id in identifiers {
    print(id.padding(toLength: 16, withPad: " ", startingAt: 0), snakeCased(id), kebabCased(id))
}

for s in ["user_name", "first-name-field", "  spaced out words ", "ALREADY_UPPER", "x"] {
    print("\(s) -> \(camelCased(s))")
}

func pascal(_ s: String) -> String {
    let c = camelCased(s)
    return c.prefix(1).uppercased() + c.dropFirst()
}
print(pascal("hello_big_world"))

let upperCount = "parseJSONData".unicodeScalars.filter { CharacterSet.uppercaseLetters.contains($0) }.count
print("uppercase letters:", upperCount)
let words = "parseJSONData".replacingOccurrences(of: "([a-z])([A-Z])", with: "$1 $2", options: .regularExpression)
print(words)
// expect: userName         user_name user-name
// expect: HTTPServerError  http_server_error http-server-error
// expect: parseJSONData    parse_json_data parse-json-data
// expect: simple           simple simple
// expect: version2Update   version2_update version2-update
// expect: URL              url url
// expect: isHTMLSafe       is_html_safe is-html-safe
// expect: user_name -> userName
// expect: first-name-field -> firstNameField
// expect:   spaced out words  -> spacedOutWords
// expect: ALREADY_UPPER -> alreadyUpper
// expect: x -> x
// expect: HelloBigWorld
// expect: uppercase letters: 5
// expect: parse JSONData
