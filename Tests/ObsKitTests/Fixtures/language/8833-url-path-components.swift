// Apple docs style (URL): working with path components of web and file URLs
import Foundation

let base = URL(string: "https://api.example.com/v2/")!
let users = base.appendingPathComponent("users")
let user = users.appendingPathComponent("42")
print(user.absoluteString)
print(user.pathComponents)

let avatar = user.appending(path: "avatar.png")
print(avatar.absoluteString)
print("extension: \(avatar.pathExtension)")
print("last: \(avatar.lastPathComponent)")
print("parent: \(avatar.deletingLastPathComponent().absoluteString)")
print("no extension: \(avatar.deletingPathExtension().lastPathComponent)")

let report = URL(string: "file:///Users/sam/Documents/reports/q3-summary.pdf")!
print("is file: \(report.isFileURL)")
print("path: \(report.path)")
print("folder: \(report.deletingLastPathComponent().path)")

let exported = report.deletingPathExtension().appendingPathExtension("csv")
print("exported: \(exported.lastPathComponent)")

// pick out images by extension
let attachments = ["photo.JPG", "notes.txt", "diagram.png", "archive.tar.gz", "README"]
    .map { base.appendingPathComponent("files").appendingPathComponent($0) }
let images = attachments.filter { ["jpg", "png"].contains($0.pathExtension.lowercased()) }
print("images: \(images.map(\.lastPathComponent))")
print("extensions: \(attachments.map { $0.pathExtension.isEmpty ? "-" : $0.pathExtension })")

// expect: https://api.example.com/v2/users/42
// expect: ["/", "v2", "users", "42"]
// expect: https://api.example.com/v2/users/42/avatar.png
// expect: extension: png
// expect: last: avatar.png
// expect: parent: https://api.example.com/v2/users/42/
// expect: no extension: avatar
// expect: is file: true
// expect: path: /Users/sam/Documents/reports/q3-summary.pdf
// expect: folder: /Users/sam/Documents/reports
// expect: exported: q3-summary.csv
// expect: images: ["photo.JPG", "diagram.png"]
// expect: extensions: ["JPG", "txt", "png", "gz", "-"]
