// Tutorial style (URL comparison): normalizing and comparing URLs, standardized paths
import Foundation

let a = URL(string: "https://example.com/a/b/../c/./d.txt")!
print(a.path)
print(a.standardized.absoluteString)
print(a.standardized.path)

let f = URL(fileURLWithPath: "/var/data/../log/./app.log")
print(f.standardizedFileURL.path)

let u1 = URL(string: "https://example.com/path")!
let u2 = URL(string: "https://example.com/path")!
let u3 = URL(string: "https://EXAMPLE.com/path")!
print(u1 == u2, u1 == u3)
print(u3.host ?? "")

let list = ["https://b.com/x", "https://a.com/z", "https://a.com/y"].compactMap(URL.init(string:))
print(list.sorted { $0.absoluteString < $1.absoluteString }.map(\.absoluteString))
print(Set(list + [URL(string: "https://a.com/y")!]).count)

let mail = URL(string: "mailto:someone@example.com")!
print(mail.scheme ?? "", mail.path, mail.host == nil)

let user = URL(string: "ftp://bob:secret@files.example.net:21/pub")!
print(user.user ?? "", user.password ?? "", user.port ?? 0, user.path)
// expect: /a/b/../c/./d.txt
// expect: https://example.com/a/c/d.txt
// expect: /a/c/d.txt
// expect: /var/log/app.log
// expect: true false
// expect: EXAMPLE.com
// expect: ["https://a.com/y", "https://a.com/z", "https://b.com/x"]
// expect: 3
// expect: mailto someone@example.com true
// expect: bob secret 21 /pub
