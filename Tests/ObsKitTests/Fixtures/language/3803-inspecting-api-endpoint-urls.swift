// App code style: inspecting API endpoint URLs for host, path pieces, query and fragment
import Foundation

let endpoints = [
    "https://api.example.com:8443/v2/users/42/avatar.png?size=large&format=png#top",
    "http://localhost/health",
    "https://example.org/",
    "ftp://files.example.net/pub/archive.tar.gz",
    "mailto:someone@example.com",
]

for s in endpoints {
    guard let url = URL(string: s) else { print("bad: \(s)"); continue }
    print("== \(s)")
    print("scheme=\(url.scheme ?? "-") host=\(url.host ?? "-") port=\(url.port.map(String.init) ?? "-")")
    print("path=\(url.path) last=\(url.lastPathComponent) ext=\(url.pathExtension)")
    print("components=\(url.pathComponents)")
    print("query=\(url.query ?? "-") fragment=\(url.fragment ?? "-")")
}

let base = URL(string: "https://cdn.example.com/assets/")!
let image = base.appendingPathComponent("icons").appendingPathComponent("star.svg")
print("appended:", image.absoluteString)
print("parent:", image.deletingLastPathComponent().absoluteString)
print("no ext:", image.deletingPathExtension().lastPathComponent)
print("with ext:", image.deletingPathExtension().appendingPathExtension("png").lastPathComponent)
let relative = URL(string: "../docs/readme.md", relativeTo: URL(string: "https://example.com/app/src/main.swift")!)!
print("relative resolved:", relative.absoluteString)
print("relative path:", relative.relativePath)
// expect: == https://api.example.com:8443/v2/users/42/avatar.png?size=large&format=png#top
// expect: scheme=https host=api.example.com port=8443
// expect: path=/v2/users/42/avatar.png last=avatar.png ext=png
// expect: components=["/", "v2", "users", "42", "avatar.png"]
// expect: query=size=large&format=png fragment=top
// expect: == http://localhost/health
// expect: scheme=http host=localhost port=-
// expect: path=/health last=health ext=
// expect: components=["/", "health"]
// expect: query=- fragment=-
// expect: == https://example.org/
// expect: scheme=https host=example.org port=-
// expect: path=/ last=/ ext=
// expect: components=["/"]
// expect: query=- fragment=-
// expect: == ftp://files.example.net/pub/archive.tar.gz
// expect: scheme=ftp host=files.example.net port=-
// expect: path=/pub/archive.tar.gz last=archive.tar.gz ext=gz
// expect: components=["/", "pub", "archive.tar.gz"]
// expect: query=- fragment=-
// expect: == mailto:someone@example.com
// expect: scheme=mailto host=- port=-
// expect: path=someone@example.com last=someone@example.com ext=com
// expect: components=["someone@example.com"]
// expect: query=- fragment=-
// expect: appended: https://cdn.example.com/assets/icons/star.svg
// expect: parent: https://cdn.example.com/assets/icons/
// expect: no ext: star
// expect: with ext: star.png
// expect: relative resolved: https://example.com/app/docs/readme.md
// expect: relative path: ../docs/readme.md
