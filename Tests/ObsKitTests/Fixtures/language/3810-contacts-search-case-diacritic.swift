// App code style: a contacts search with case- and diacritic-insensitive, anchored and backwards matching
import Foundation

let contacts = ["José Álvarez", "Jose Alvarez Jr.", "Zoë Smith", "zoe SMITH", "Renée Dubois", "Bob Müller"]

func search(_ query: String, options: String.CompareOptions) -> [String] {
    contacts.filter { $0.range(of: query, options: options) != nil }
}

print("plain 'jose':", search("jose", options: []))
print("case 'jose':", search("jose", options: .caseInsensitive))
print("diacritic 'jose':", search("jose", options: [.caseInsensitive, .diacriticInsensitive]))
print("diacritic 'zoe smith':", search("zoe smith", options: [.caseInsensitive, .diacriticInsensitive]))
print("anchored 'smith':", search("smith", options: [.caseInsensitive, .anchored]))
print("anchored end 'smith':", search("smith", options: [.caseInsensitive, .anchored, .backwards]))

let bio = "Loves Swift. Writes swift daily. SWIFT forever."
var positions: [Int] = []
var searchRange = bio.startIndex..<bio.endIndex
while let r = bio.range(of: "swift", options: .caseInsensitive, range: searchRange) {
    positions.append(bio.distance(from: bio.startIndex, to: r.lowerBound))
    searchRange = r.upperBound..<bio.endIndex
}
print("swift at:", positions)
if let last = bio.range(of: "swift", options: [.caseInsensitive, .backwards]) {
    print("last match:", bio[last], "starts at", bio.distance(from: bio.startIndex, to: last.lowerBound))
}
print("contains Swift:", bio.contains("Swift"), "contains swift forever:", bio.contains("swift forever"))
print("case-insensitive contains:", bio.localizedCaseInsensitiveContains("swift FOREVER"))
let mullerMatch = "Bob Müller".range(of: "MULLER", options: [.caseInsensitive, .diacriticInsensitive]) != nil
print("muller match:", mullerMatch)
let email = "Support@Example.COM"
print("is example domain:", email.range(of: "@example.com", options: [.caseInsensitive, .anchored, .backwards]) != nil)
if let at = email.range(of: "@") {
    print("local part:", email[..<at.lowerBound].lowercased(), "domain:", email[at.upperBound...].lowercased())
}
// expect: plain 'jose': []
// expect: case 'jose': ["Jose Alvarez Jr."]
// expect: diacritic 'jose': ["José Álvarez", "Jose Alvarez Jr."]
// expect: diacritic 'zoe smith': ["Zoë Smith", "zoe SMITH"]
// expect: anchored 'smith': []
// expect: anchored end 'smith': ["Zoë Smith", "zoe SMITH"]
// expect: swift at: [6, 20, 33]
// expect: last match: SWIFT starts at 33
// expect: contains Swift: true contains swift forever: false
// expect: case-insensitive contains: true
// expect: muller match: true
// expect: is example domain: true
// expect: local part: support domain: example.com
