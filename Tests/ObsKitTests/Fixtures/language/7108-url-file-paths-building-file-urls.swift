// Tutorial style (URL file paths): building file URLs with appendingPathComponent
import Foundation

let base = URL(fileURLWithPath: "/Users/demo/Projects")
print(base.path)
print(base.isFileURL)

let file = base.appendingPathComponent("App").appendingPathComponent("main.swift")
print(file.path)
print(file.lastPathComponent)
print(file.pathExtension)
print(file.deletingLastPathComponent().path)
print(file.pathComponents)

let renamed = file.deletingPathExtension().appendingPathExtension("txt")
print(renamed.lastPathComponent)

let dir = URL(fileURLWithPath: "/tmp/output", isDirectory: true)
print(dir.absoluteString)
print(dir.appendingPathComponent("log.txt").absoluteString)

let rel = URL(string: "../images/logo.png", relativeTo: URL(string: "https://example.com/site/pages/index.html"))!
print(rel.absoluteString)
print(rel.relativePath)
print(rel.absoluteURL.path)
// expect: /Users/demo/Projects
// expect: true
// expect: /Users/demo/Projects/App/main.swift
// expect: main.swift
// expect: swift
// expect: /Users/demo/Projects/App
// expect: ["/", "Users", "demo", "Projects", "App", "main.swift"]
// expect: main.txt
// expect: file:///tmp/output/
// expect: file:///tmp/output/log.txt
// expect: https://example.com/site/images/logo.png
// expect: ../images/logo.png
// expect: /site/images/logo.png
