// Swift by Sundell style (split and joined on your own collection): a byte-like packet collection split at separators with maxSplits and omittingEmptySubsequences
struct Packet: RandomAccessCollection {
    let bytes: [UInt8]
    var startIndex: Int { bytes.startIndex }
    var endIndex: Int { bytes.endIndex }
    subscript(i: Int) -> UInt8 { bytes[i] }
}

extension Packet: ExpressibleByStringLiteral {
    init(stringLiteral value: String) {
        bytes = Array(value.utf8)
    }
}

func text<S: Sequence>(_ s: S) -> String where S.Element == UInt8 {
    String(decoding: Array(s), as: UTF8.self)
}

let separator = UInt8(ascii: ";")
let packet: Packet = "id=7;;name=ada;role=admin;"
print(packet.count)

let fields = packet.split(separator: separator)
print(fields.map(text))
print(packet.split(separator: separator, omittingEmptySubsequences: false).map(text))
print(packet.split(separator: separator, maxSplits: 1).map(text))

let pairs = fields.map { field -> (String, String) in
    let kv = field.split(separator: UInt8(ascii: "="), maxSplits: 1)
    return (text(kv[0]), kv.count > 1 ? text(kv[1]) : "")
}
for (k, v) in pairs.sorted(by: { $0.0 < $1.0 }) {
    print(k, "=>", v)
}

let words: Packet = "  hello   swift  world "
let tokens = words.split(whereSeparator: { $0 == UInt8(ascii: " ") })
print(tokens.count, tokens.map(text))
print(tokens.map(text).joined(separator: "_"))
print(Array(tokens.map { Array($0) }.joined(separator: [UInt8(ascii: ",")])).count)
print(text(tokens.joined()))

if let firstSemi = packet.firstIndex(of: separator) {
    print(text(packet[..<firstSemi]), firstSemi)
}
print(packet.filter { $0 == separator }.count, packet.last == separator)
let upper = packet.prefix(4).map { $0 >= 97 && $0 <= 122 ? $0 - 32 : $0 }
print(text(upper))

// expect: 26
// expect: ["id=7", "name=ada", "role=admin"]
// expect: ["id=7", "", "name=ada", "role=admin", ""]
// expect: ["id=7", ";name=ada;role=admin;"]
// expect: id => 7
// expect: name => ada
// expect: role => admin
// expect: 3 ["hello", "swift", "world"]
// expect: hello_swift_world
// expect: 17
// expect: helloswiftworld
// expect: id=7 4
// expect: 4 true
// expect: ID=7
