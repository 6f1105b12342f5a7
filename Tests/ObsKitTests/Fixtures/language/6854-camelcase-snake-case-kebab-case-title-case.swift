// Hacking with Swift style (case conversion): camelCase, snake_case, kebab-case and Title Case converters
func words(from identifier: String) -> [String] {
    var result: [String] = []
    var current = ""
    let chars = Array(identifier)
    for (i, ch) in chars.enumerated() {
        if ch == "_" || ch == "-" || ch == " " {
            if !current.isEmpty { result.append(current); current = "" }
            continue
        }
        let prevLower = i > 0 && (chars[i - 1].isLowercase || chars[i - 1].isNumber)
        let nextLower = i + 1 < chars.count && chars[i + 1].isLowercase
        let prevUpper = i > 0 && chars[i - 1].isUppercase
        if ch.isUppercase && !current.isEmpty && (prevLower || (prevUpper && nextLower)) {
            result.append(current)
            current = ""
        }
        current.append(ch)
    }
    if !current.isEmpty { result.append(current) }
    return result.map { $0.lowercased() }
}

func camel(_ s: String) -> String {
    let w = words(from: s)
    guard let first = w.first else { return "" }
    return first + w.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
}
func snake(_ s: String) -> String { words(from: s).joined(separator: "_") }
func kebab(_ s: String) -> String { words(from: s).joined(separator: "-") }
func title(_ s: String) -> String {
    let small: Set<String> = ["a", "of", "the", "and", "in"]
    return words(from: s).enumerated().map { i, w in
        i > 0 && small.contains(w) ? w : w.prefix(1).uppercased() + w.dropFirst()
    }.joined(separator: " ")
}

let identifiers = ["userID", "parseHTTPResponse", "snake_case_name", "kebab-case-here", "the lord of the rings", "XMLParser2Go", "a"]
for id in identifiers {
    print(id)
    print("  camel:", camel(id))
    print("  snake:", snake(id))
    print("  kebab:", kebab(id))
    print("  title:", title(id))
}

// expect: userID
// expect:   camel: userId
// expect:   snake: user_id
// expect:   kebab: user-id
// expect:   title: User Id
// expect: parseHTTPResponse
// expect:   camel: parseHttpResponse
// expect:   snake: parse_http_response
// expect:   kebab: parse-http-response
// expect:   title: Parse Http Response
// expect: snake_case_name
// expect:   camel: snakeCaseName
// expect:   snake: snake_case_name
// expect:   kebab: snake-case-name
// expect:   title: Snake Case Name
// expect: kebab-case-here
// expect:   camel: kebabCaseHere
// expect:   snake: kebab_case_here
// expect:   kebab: kebab-case-here
// expect:   title: Kebab Case Here
// expect: the lord of the rings
// expect:   camel: theLordOfTheRings
// expect:   snake: the_lord_of_the_rings
// expect:   kebab: the-lord-of-the-rings
// expect:   title: The Lord of the Rings
// expect: XMLParser2Go
// expect:   camel: xmlParser2Go
// expect:   snake: xml_parser2_go
// expect:   kebab: xml-parser2-go
// expect:   title: Xml Parser2 Go
// expect: a
// expect:   camel: a
// expect:   snake: a
// expect:   kebab: a
// expect:   title: A
