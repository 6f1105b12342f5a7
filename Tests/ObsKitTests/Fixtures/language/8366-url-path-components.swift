// Foundation in app code: URL path manipulation with appendingPathComponent, lastPathComponent and pathExtension
import Foundation

let base = URL(string: "https://cdn.example.com/assets")!
let image = base.appendingPathComponent("images").appendingPathComponent("logo.png")
print(image.absoluteString)
print("Last: \(image.lastPathComponent)")
print("Extension: \(image.pathExtension)")
print("Components: \(image.pathComponents)")

let noExt = image.deletingPathExtension()
print(noExt.lastPathComponent)
print(noExt.appendingPathExtension("jpg").lastPathComponent)
print(image.deletingLastPathComponent().absoluteString)

let file = URL(fileURLWithPath: "/tmp/reports/2024/summary.csv")
print("Is file URL: \(file.isFileURL)")
print(file.path)
print(file.deletingLastPathComponent().lastPathComponent)

let relative = URL(string: "../docs/readme.md", relativeTo: URL(string: "https://example.com/app/src/")!)!
print(relative.absoluteString)

// expect: https://cdn.example.com/assets/images/logo.png
// expect: Last: logo.png
// expect: Extension: png
// expect: Components: ["/", "assets", "images", "logo.png"]
// expect: logo
// expect: logo.jpg
// expect: https://cdn.example.com/assets/images/
// expect: Is file URL: true
// expect: /tmp/reports/2024/summary.csv
// expect: 2024
// expect: https://example.com/app/docs/readme.md
