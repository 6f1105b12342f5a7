// The Basics: implicitly unwrapped optionals used as plain values, compared with nil, bound with if let, kept in a class.
// expected output: swiftc 6.3.1 (Linux), run on this machine
let possibleString: String? = "An optional string."
let forcedString: String = possibleString!
let assumedString: String! = "An implicitly unwrapped optional string."
let implicitString: String = assumedString
let optionalString = assumedString
print(forcedString)
print(implicitString)
print(optionalString as Any)
print(assumedString.count, assumedString.uppercased().prefix(6))
if assumedString != nil { print("it has a value") }
if let definite = assumedString { print("bound:", definite.split(separator: " ").count, "words") }

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

// expect: An optional string.
// expect: An implicitly unwrapped optional string.
// expect: Optional("An implicitly unwrapped optional string.")
// expect: 40 AN IMP
// expect: it has a value
// expect: bound: 5 words
// expect: true ?:80
// expect: example.org:8080 8091
// expect: [Optional(8080), nil]
