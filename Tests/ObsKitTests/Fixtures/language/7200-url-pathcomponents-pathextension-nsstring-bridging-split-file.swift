// Small CLI style (path utilities): URL pathComponents, pathExtension and NSString bridging to split file paths
import Foundation

let paths = [
    "/var/log/app/server.log",
    "/home/dana/photos/2021/beach.JPG",
    "relative/notes.txt",
    "/etc/hosts",
    "/tmp/archive.tar.gz",
]

for p in paths {
    let ns = p as NSString
    let ext = ns.pathExtension.isEmpty ? "(none)" : ns.pathExtension.lowercased()
    print("\(ns.lastPathComponent.padding(toLength: 14, withPad: " ", startingAt: 0)) ext=\(ext) dir=\(ns.deletingLastPathComponent)")
}

let url = URL(fileURLWithPath: "/home/dana/projects/tool/Sources/main.swift")
print(url.pathComponents)
print(url.lastPathComponent, url.pathExtension, url.deletingPathExtension().lastPathComponent)
print(url.deletingLastPathComponent().path)

let base = URL(fileURLWithPath: "/srv/data")
let report = base.appendingPathComponent("reports").appendingPathComponent("q3").appendingPathExtension("csv")
print(report.path)

var grouped: [String: [String]] = [:]
for p in paths {
    let ext = (p as NSString).pathExtension.lowercased()
    grouped[ext.isEmpty ? "-" : ext, default: []].append((p as NSString).lastPathComponent)
}
for key in grouped.keys.sorted() {
    print(key, "->", grouped[key]!.sorted().joined(separator: ", "))
}

let joined = NSString.path(withComponents: ["usr", "local", "bin"])
print(joined)
let components = ("/a/b/../c/./d.txt" as NSString).pathComponents
print(components)
print(("~/docs/" as NSString).lastPathComponent, ("file" as NSString).deletingPathExtension)

// expect: server.log     ext=log dir=/var/log/app
// expect: beach.JPG      ext=jpg dir=/home/dana/photos/2021
// expect: notes.txt      ext=txt dir=relative
// expect: hosts          ext=(none) dir=/etc
// expect: archive.tar.gz ext=gz dir=/tmp
// expect: ["/", "home", "dana", "projects", "tool", "Sources", "main.swift"]
// expect: main.swift swift main
// expect: /home/dana/projects/tool/Sources
// expect: /srv/data/reports/q3.csv
// expect: - -> hosts
// expect: gz -> archive.tar.gz
// expect: jpg -> beach.JPG
// expect: log -> server.log
// expect: txt -> notes.txt
// expect: usr/local/bin
// expect: ["/", "a", "b", "..", "c", ".", "d.txt"]
// expect: docs file
