// Apple docs style (Data): Base64 encoding a login token
import Foundation

let credentials = "sam:open sesame"
let data = Data(credentials.utf8)
print("bytes: \(data.count)")

let encoded = data.base64EncodedString()
print("Authorization: Basic \(encoded)")

if let decodedData = Data(base64Encoded: encoded),
   let decoded = String(data: decodedData, encoding: .utf8) {
    let parts = decoded.components(separatedBy: ":")
    print("user: \(parts[0]), password length: \(parts[1].count)")
}

print("invalid input: \(Data(base64Encoded: "not*base64!") == nil)")
print("missing padding: \(Data(base64Encoded: "SGk") == nil)")
print("ignore unknown: \(Data(base64Encoded: "SG k=", options: .ignoreUnknownCharacters).map { String(decoding: $0, as: UTF8.self) } ?? "nil")")

// padding depends on the input length
for word in ["a", "ab", "abc", "abcd"] {
    print("\(word) -> \(Data(word.utf8).base64EncodedString())")
}

// Base64 of a small JSON payload, as a web token body would carry it
struct Claims: Codable { var sub: String; var admin: Bool }
let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
let claims = try encoder.encode(Claims(sub: "1234", admin: true))
let body = claims.base64EncodedString()
print(body)
let urlSafe = body.replacingOccurrences(of: "=", with: "")
    .replacingOccurrences(of: "+", with: "-")
    .replacingOccurrences(of: "/", with: "_")
print(urlSafe)
let back = try JSONDecoder().decode(Claims.self, from: Data(base64Encoded: body)!)
print("sub \(back.sub), admin \(back.admin)")

// expect: bytes: 15
// expect: Authorization: Basic c2FtOm9wZW4gc2VzYW1l
// expect: user: sam, password length: 11
// expect: invalid input: true
// expect: missing padding: true
// expect: ignore unknown: Hi
// expect: a -> YQ==
// expect: ab -> YWI=
// expect: abc -> YWJj
// expect: abcd -> YWJjZA==
// expect: eyJhZG1pbiI6dHJ1ZSwic3ViIjoiMTIzNCJ9
// expect: eyJhZG1pbiI6dHJ1ZSwic3ViIjoiMTIzNCJ9
// expect: sub 1234, admin true
