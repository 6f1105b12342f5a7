// Tutorial style (Data): base64 encoding and decoding of a string
import Foundation

let message = "Hello, Swift!"
let data = Data(message.utf8)
print("bytes:", data.count)

let encoded = data.base64EncodedString()
print("base64:", encoded)

if let decodedData = Data(base64Encoded: encoded),
   let decoded = String(data: decodedData, encoding: .utf8) {
    print("decoded:", decoded)
    print("round trip ok:", decoded == message)
}

let bad = Data(base64Encoded: "not*valid*base64")
print("bad is nil:", bad == nil)

let samples = ["", "f", "fo", "foo", "foob", "fooba", "foobar"]
for s in samples {
    let b64 = Data(s.utf8).base64EncodedString()
    print("\"\(s)\" -> \"\(b64)\"")
}
// expect: bytes: 13
// expect: base64: SGVsbG8sIFN3aWZ0IQ==
// expect: decoded: Hello, Swift!
// expect: round trip ok: true
// expect: bad is nil: true
// expect: "" -> ""
// expect: "f" -> "Zg=="
// expect: "fo" -> "Zm8="
// expect: "foo" -> "Zm9v"
// expect: "foob" -> "Zm9vYg=="
// expect: "fooba" -> "Zm9vYmE="
// expect: "foobar" -> "Zm9vYmFy"
