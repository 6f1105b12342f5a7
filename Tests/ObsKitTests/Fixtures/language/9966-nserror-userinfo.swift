// Apple docs style (NSError): domains, codes and userInfo dictionaries
import Foundation

let domain = "com.example.network"

let error = NSError(domain: domain, code: 404, userInfo: [
    NSLocalizedDescriptionKey: "The requested page was not found.",
    NSLocalizedFailureReasonErrorKey: "The server has no resource at that path.",
    NSLocalizedRecoverySuggestionErrorKey: "Check the address and try again.",
    "path": "/missing",
])
print("domain:", error.domain)
print("code:", error.code)
print("description:", error.localizedDescription)
print("reason:", error.localizedFailureReason ?? "nil")
print("suggestion:", error.localizedRecoverySuggestion ?? "nil")
print("userInfo keys:", error.userInfo.keys.sorted())
print("custom path:", error.userInfo["path"] as? String ?? "nil")

// Underlying errors chain
let underlying = NSError(domain: NSPOSIXErrorDomain, code: 61, userInfo: [NSLocalizedDescriptionKey: "Connection refused"])
let wrapper = NSError(domain: domain, code: 1, userInfo: [
    NSLocalizedDescriptionKey: "Could not load feed.",
    NSUnderlyingErrorKey: underlying,
])
print("wrapper:", wrapper.localizedDescription)
if let inner = wrapper.userInfo[NSUnderlyingErrorKey] as? NSError {
    print("underlying:", inner.domain, inner.code, inner.localizedDescription)
}

// Matching errors by domain and code
func classify(_ e: NSError) -> String {
    switch (e.domain, e.code) {
    case (domain, 400..<500): return "client error"
    case (domain, 500..<600): return "server error"
    case (NSPOSIXErrorDomain, _): return "posix error"
    default: return "other"
    }
}
let samples = [
    error,
    NSError(domain: domain, code: 503, userInfo: nil),
    underlying,
    NSError(domain: "com.example.other", code: 7, userInfo: nil),
]
for e in samples {
    print("\(e.domain) \(e.code): \(classify(e))")
}

// Swift errors bridge to NSError with a domain and code
enum StorageError: Error { case full, readOnly, corrupted }
let bridged = StorageError.corrupted as NSError
print("bridged domain:", bridged.domain)
print("bridged code:", bridged.code)

// CustomNSError controls the bridged values
enum APIError: Int, CustomNSError {
    case unauthorized = 401, rateLimited = 429
    static var errorDomain: String { "com.example.api" }
    var errorCode: Int { rawValue }
    var errorUserInfo: [String: Any] {
        [NSLocalizedDescriptionKey: self == .unauthorized ? "Sign in required." : "Slow down."]
    }
}
for e in [APIError.unauthorized, .rateLimited] {
    let ns = e as NSError
    print("\(ns.domain) \(ns.code): \(ns.localizedDescription)")
}

// Equality compares domain, code and userInfo
let a = NSError(domain: domain, code: 1, userInfo: nil)
let b = NSError(domain: domain, code: 1, userInfo: nil)
let c = NSError(domain: domain, code: 2, userInfo: nil)
print("a == b:", a == b, "a == c:", a == c)
print("readOnly code:", (StorageError.readOnly as NSError).code)

// expect: domain: com.example.network
// expect: code: 404
// expect: description: The requested page was not found.
// expect: reason: The server has no resource at that path.
// expect: suggestion: Check the address and try again.
// expect: userInfo keys: ["NSLocalizedDescription", "NSLocalizedFailureReason", "NSLocalizedRecoverySuggestion", "path"]
// expect: custom path: /missing
// expect: wrapper: Could not load feed.
// expect: underlying: NSPOSIXErrorDomain 61 Connection refused
// expect: com.example.network 404: client error
// expect: com.example.network 503: server error
// expect: NSPOSIXErrorDomain 61: posix error
// expect: com.example.other 7: other
// expect: bridged domain: main.StorageError
// expect: bridged code: 2
// expect: com.example.api 401: Sign in required.
// expect: com.example.api 429: Slow down.
// expect: a == b: true a == c: false
// expect: readOnly code: 1
