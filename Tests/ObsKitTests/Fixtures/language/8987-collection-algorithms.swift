// Swift Evolution style (SE-0357 collection-based string processing algorithms): scanning a config file
let config = """
# server settings
host = example.org
port = 8080
  # indented comment
path = /api/v2/items
tags = web, api, beta
"""

// contains(_:) now takes a whole collection, not just one element
print(config.contains("port"), config.contains("proxy"))

// firstRange(of:) finds a substring's range
if let r = config.firstRange(of: "8080") {
    print("port text:", config[r], "at offset", config.distance(from: config.startIndex, to: r.lowerBound))
}

// ranges(of:) finds all occurrences
let hashes = config.ranges(of: "#")
print("comment markers:", hashes.count)

// Parse non-comment lines into key/value pairs
var pairs: [(String, String)] = []
for line in config.split(separator: "\n") {
    let trimmed = line.trimmingPrefix(while: \.isWhitespace)
    if trimmed.starts(with: "#") { continue }
    // split(separator:) with a multi-character separator
    let parts = trimmed.split(separator: " = ")
    if parts.count == 2 {
        pairs.append((String(parts[0]), String(parts[1])))
    }
}
for (k, v) in pairs {
    print("\(k) -> \(v)")
}

// trimmingPrefix with a collection prefix
let path = pairs.first { $0.0 == "path" }?.1 ?? ""
print(path.trimmingPrefix("/api"))
print(path.trimmingPrefix("/nope"))

// replacing(_:with:) returns a new string; replace(_:with:) mutates
let tags = pairs.last!.1
print(tags.replacing(", ", with: "|"))
var mutableTags = tags
mutableTags.replace("beta", with: "stable")
print(mutableTags)
print(tags.replacing("a", with: "A", maxReplacements: 2))

// These algorithms are generic over collections, not just strings
let bytes: [UInt8] = [0, 1, 2, 255, 255, 3, 4, 255, 255, 5]
let marker: [UInt8] = [255, 255]
print(bytes.contains(marker))
print(bytes.firstRange(of: marker) ?? 0..<0)
print(bytes.ranges(of: marker).map(\.lowerBound))
print(bytes.split(separator: marker).map(Array.init))
print(bytes.replacing(marker, with: [9]))

// starts(with:) plus trimmingPrefix on arrays
let header: [UInt8] = [0, 1, 2]
print(bytes.starts(with: header), Array(bytes.trimmingPrefix(header)).count)

// expect: true false
// expect: port text: 8080 at offset 44
// expect: comment markers: 2
// expect: host -> example.org
// expect: port -> 8080
// expect: path -> /api/v2/items
// expect: tags -> web, api, beta
// expect: /v2/items
// expect: /api/v2/items
// expect: web|api|beta
// expect: web, api, stable
// expect: web, Api, betA
// expect: true
// expect: 3..<5
// expect: [3, 7]
// expect: [[0, 1, 2], [3, 4], [5]]
// expect: [0, 1, 2, 9, 3, 4, 9, 5]
// expect: true 7
