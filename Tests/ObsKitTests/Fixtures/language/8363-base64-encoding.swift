// Foundation in app code: base64 encoding and decoding of Data and Strings, including invalid input
import Foundation

let message = "Swift is fun!"
let encoded = Data(message.utf8).base64EncodedString()
print(encoded)

if let decodedData = Data(base64Encoded: encoded),
   let decoded = String(data: decodedData, encoding: .utf8) {
    print(decoded)
}

for sample in ["a", "ab", "abc", "abcd"] {
    print("\(sample) -> \(Data(sample.utf8).base64EncodedString())")
}

print(Data(base64Encoded: "not base64!!") == nil ? "invalid base64 -> nil" : "decoded")

let credentials = "user:p@ss"
let header = "Basic " + Data(credentials.utf8).base64EncodedString()
print(header)

let bytes = Data([0, 1, 2, 253, 254, 255])
let b64 = bytes.base64EncodedString()
print(b64)
print(Array(Data(base64Encoded: b64)!))

// expect: U3dpZnQgaXMgZnVuIQ==
// expect: Swift is fun!
// expect: a -> YQ==
// expect: ab -> YWI=
// expect: abc -> YWJj
// expect: abcd -> YWJjZA==
// expect: invalid base64 -> nil
// expect: Basic dXNlcjpwQHNz
// expect: AAEC/f7/
// expect: [0, 1, 2, 253, 254, 255]
