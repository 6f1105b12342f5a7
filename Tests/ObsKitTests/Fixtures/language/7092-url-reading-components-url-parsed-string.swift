// Tutorial style (URL): reading the components of a URL parsed from a string
import Foundation

let raw = "https://www.example.com:8443/docs/guide/intro.html?lang=en&page=2#section-3"
guard let url = URL(string: raw) else {
    fatalError("bad url")
}

print("scheme:", url.scheme ?? "nil")
print("host:", url.host ?? "nil")
print("port:", url.port.map(String.init) ?? "nil")
print("path:", url.path)
print("query:", url.query ?? "nil")
print("fragment:", url.fragment ?? "nil")
print("lastPathComponent:", url.lastPathComponent)
print("pathExtension:", url.pathExtension)
print("pathComponents:", url.pathComponents)
print("absoluteString:", url.absoluteString)

let parent = url.deletingLastPathComponent()
print("parent:", parent.absoluteString)
let noExt = url.deletingPathExtension()
print("noExt:", noExt.lastPathComponent)

if URL(string: "not a url with spaces") == nil {
    print("spaces rejected")
} else {
    print("spaces accepted")
}
// expect: scheme: https
// expect: host: www.example.com
// expect: port: 8443
// expect: path: /docs/guide/intro.html
// expect: query: lang=en&page=2
// expect: fragment: section-3
// expect: lastPathComponent: intro.html
// expect: pathExtension: html
// expect: pathComponents: ["/", "docs", "guide", "intro.html"]
// expect: absoluteString: https://www.example.com:8443/docs/guide/intro.html?lang=en&page=2#section-3
// expect: parent: https://www.example.com:8443/docs/guide/?lang=en&page=2#section-3
// expect: noExt: intro
// expect: spaces accepted
