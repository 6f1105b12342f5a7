// App code style: converting identifiers between camelCase, snake_case, kebab-case and Title Case
func splitIdentifier(_ s: String) -> [String] {
    var words: [String] = []
    var current = ""
    let chars = Array(s)
    for (i, c) in chars.enumerated() {
        if c == "_" || c == "-" || c == " " || c == "." {
            if !current.isEmpty { words.append(current); current = "" }
            continue
        }
        if c.isUppercase && !current.isEmpty {
            let prevLower = chars[i - 1].isLowercase || chars[i - 1].isNumber
            let nextLower = i + 1 < chars.count && chars[i + 1].isLowercase
            if prevLower || (chars[i - 1].isUppercase && nextLower) {
                words.append(current); current = ""
            }
        } else if c.isNumber && !current.isEmpty && !(current.last!.isNumber) {
            words.append(current); current = ""
        }
        current.append(c)
    }
    if !current.isEmpty { words.append(current) }
    return words.map { $0.lowercased() }
}

func capitalized(_ w: String) -> String {
    guard let f = w.first else { return w }
    return f.uppercased() + w.dropFirst()
}

func camel(_ words: [String]) -> String {
    guard let first = words.first else { return "" }
    return first + words.dropFirst().map(capitalized).joined()
}
func pascal(_ words: [String]) -> String { words.map(capitalized).joined() }
func snake(_ words: [String]) -> String { words.joined(separator: "_") }
func kebab(_ words: [String]) -> String { words.joined(separator: "-") }
func screaming(_ words: [String]) -> String { words.map { $0.uppercased() }.joined(separator: "_") }
func title(_ words: [String]) -> String {
    let small: Set<String> = ["a", "an", "of", "the", "and", "to"]
    return words.enumerated().map { i, w in i > 0 && small.contains(w) ? w : capitalized(w) }.joined(separator: " ")
}

let ids = [
    "userName",
    "HTTPServerError",
    "parseJSONString2",
    "snake_case_value",
    "kebab-case-id",
    "XMLHttpRequest",
    "the lord of the rings",
    "äpfelUndBirnen",
    "v2Api",
    "already",
    "__private__thing",
]
for id in ids {
    let w = splitIdentifier(id)
    print("\(id)")
    print("  words=\(w) camel=\(camel(w)) pascal=\(pascal(w))")
    print("  snake=\(snake(w)) kebab=\(kebab(w)) screaming=\(screaming(w)) title=\(title(w))")
}
print(capitalized("ß-word"), capitalized(""), capitalized("élan"))
// expect: userName
// expect:   words=["user", "name"] camel=userName pascal=UserName
// expect:   snake=user_name kebab=user-name screaming=USER_NAME title=User Name
// expect: HTTPServerError
// expect:   words=["http", "server", "error"] camel=httpServerError pascal=HttpServerError
// expect:   snake=http_server_error kebab=http-server-error screaming=HTTP_SERVER_ERROR title=Http Server Error
// expect: parseJSONString2
// expect:   words=["parse", "json", "string", "2"] camel=parseJsonString2 pascal=ParseJsonString2
// expect:   snake=parse_json_string_2 kebab=parse-json-string-2 screaming=PARSE_JSON_STRING_2 title=Parse Json String 2
// expect: snake_case_value
// expect:   words=["snake", "case", "value"] camel=snakeCaseValue pascal=SnakeCaseValue
// expect:   snake=snake_case_value kebab=snake-case-value screaming=SNAKE_CASE_VALUE title=Snake Case Value
// expect: kebab-case-id
// expect:   words=["kebab", "case", "id"] camel=kebabCaseId pascal=KebabCaseId
// expect:   snake=kebab_case_id kebab=kebab-case-id screaming=KEBAB_CASE_ID title=Kebab Case Id
// expect: XMLHttpRequest
// expect:   words=["xml", "http", "request"] camel=xmlHttpRequest pascal=XmlHttpRequest
// expect:   snake=xml_http_request kebab=xml-http-request screaming=XML_HTTP_REQUEST title=Xml Http Request
// expect: the lord of the rings
// expect:   words=["the", "lord", "of", "the", "rings"] camel=theLordOfTheRings pascal=TheLordOfTheRings
// expect:   snake=the_lord_of_the_rings kebab=the-lord-of-the-rings screaming=THE_LORD_OF_THE_RINGS title=The Lord of the Rings
// expect: äpfelUndBirnen
// expect:   words=["äpfel", "und", "birnen"] camel=äpfelUndBirnen pascal=ÄpfelUndBirnen
// expect:   snake=äpfel_und_birnen kebab=äpfel-und-birnen screaming=ÄPFEL_UND_BIRNEN title=Äpfel Und Birnen
// expect: v2Api
// expect:   words=["v", "2", "api"] camel=v2Api pascal=V2Api
// expect:   snake=v_2_api kebab=v-2-api screaming=V_2_API title=V 2 Api
// expect: already
// expect:   words=["already"] camel=already pascal=Already
// expect:   snake=already kebab=already screaming=ALREADY title=Already
// expect: __private__thing
// expect:   words=["private", "thing"] camel=privateThing pascal=PrivateThing
// expect:   snake=private_thing kebab=private-thing screaming=PRIVATE_THING title=Private Thing
// expect: SS-word  Élan
