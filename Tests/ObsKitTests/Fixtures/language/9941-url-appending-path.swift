// Apple docs style (URL appendingPathComponent): composing and trimming paths
import Foundation

let api = URL(string: "https://api.example.com/v1")!
let users = api.appendingPathComponent("users")
let user = users.appendingPathComponent("42")
print(users.absoluteString)
print(user.absoluteString)
print("components:", user.pathComponents)

// Appending several components in a loop
var nested = URL(string: "https://cdn.example.com")!
for part in ["assets", "images", "icons", "logo.png"] {
    nested = nested.appendingPathComponent(part)
}
print(nested.absoluteString)
print("last:", nested.lastPathComponent, "ext:", nested.pathExtension)

// Removing and replacing extensions
let noExt = nested.deletingPathExtension()
print("without extension:", noExt.lastPathComponent)
let svg = noExt.appendingPathExtension("svg")
print("as svg:", svg.lastPathComponent)

// Going up the tree
let parent = nested.deletingLastPathComponent()
print("parent:", parent.absoluteString)
let grandparent = parent.deletingLastPathComponent()
print("grandparent:", grandparent.path)

// Spaces and special characters are percent-encoded when appended
let docs = URL(string: "https://example.com/files")!
let report = docs.appendingPathComponent("Q3 report.pdf")
print("encoded:", report.absoluteString)
print("decoded last component:", report.lastPathComponent)
print("ext:", report.pathExtension)

// Building a versioned endpoint list
let endpoints = ["status", "health", "metrics"]
for version in 1...2 {
    let versionBase = URL(string: "https://service.example.com")!.appendingPathComponent("v\(version)")
    let urls = endpoints.map { versionBase.appendingPathComponent($0).path }
    print("v\(version):", urls.joined(separator: ", "))
}

// A path that ends in a slash
let dir = URL(string: "https://example.com/folder/")!
print("dir last:", dir.lastPathComponent, "hasDirectoryPath:", dir.hasDirectoryPath)
let inDir = dir.appendingPathComponent("file.txt")
print("in dir:", inDir.absoluteString)

// Compare path strings built in two different ways
let manual = URL(string: "https://api.example.com/v1/users/42")!
print("same as built:", manual == user, manual.path == user.path)

// expect: https://api.example.com/v1/users
// expect: https://api.example.com/v1/users/42
// expect: components: ["/", "v1", "users", "42"]
// expect: https://cdn.example.com/assets/images/icons/logo.png
// expect: last: logo.png ext: png
// expect: without extension: logo
// expect: as svg: logo.svg
// expect: parent: https://cdn.example.com/assets/images/icons/
// expect: grandparent: /assets/images
// expect: encoded: https://example.com/files/Q3%20report.pdf
// expect: decoded last component: Q3 report.pdf
// expect: ext: pdf
// expect: v1: /v1/status, /v1/health, /v1/metrics
// expect: v2: /v2/status, /v2/health, /v2/metrics
// expect: dir last: folder hasDirectoryPath: true
// expect: in dir: https://example.com/folder/file.txt
// expect: same as built: true true
