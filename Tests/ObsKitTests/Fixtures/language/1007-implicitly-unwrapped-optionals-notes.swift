// The Basics: implicitly unwrapped optionals used as plain values, compared with nil, bound with if let, kept in a class.
// expected output: swiftc 6.3.1 (Linux), run on this machine
let savedDraft: String? = "Stand-up moved to Thursday."
let forcedDraft: String = savedDraft!
let assumedTitle: String! = "Quarterly planning notes for the design team"
let implicitTitle: String = assumedTitle
let optionalTitle = assumedTitle
print(forcedDraft)
print(implicitTitle)
print(optionalTitle as Any)
print(assumedTitle.count, assumedTitle.uppercased().prefix(6))
if assumedTitle != nil { print("the title is set") }
if let definite = assumedTitle { print("bound:", definite.split(separator: " ").count, "words") }

final class Connection {
    var host: String!
    var port: Int! = 80
    func describe() -> String { "\(host ?? "?"):\(port!)" }
}
let conn = Connection()
print(conn.host == nil, conn.describe())
conn.host = "example.org"
conn.port = 8080
print(conn.describe(), conn.host.count + conn.port)
let ports: [Int?] = [conn.port, nil]
print(ports)

// expect: Stand-up moved to Thursday.
// expect: Quarterly planning notes for the design team
// expect: Optional("Quarterly planning notes for the design team")
// expect: 44 QUARTE
// expect: the title is set
// expect: bound: 7 words
// expect: true ?:80
// expect: example.org:8080 8091
// expect: [Optional(8080), nil]
