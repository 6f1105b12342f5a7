// Stack Overflow style (deep links): percent encoding with addingPercentEncoding, removingPercentEncoding and URL parts
import Foundation

let raw = "café & crêpes/50% off?"
let query = raw.addingPercentEncoding(withAllowedCharacters: .urlQueryAllowed)!
print(query)
let pathSafe = raw.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed)!
print(pathSafe)
var strict = CharacterSet.alphanumerics
strict.insert(charactersIn: "-._~")
let strictEnc = raw.addingPercentEncoding(withAllowedCharacters: strict)!
print(strictEnc)
print(strictEnc.removingPercentEncoding! == raw)
print("100%25%20done".removingPercentEncoding ?? "nil", "%zz".removingPercentEncoding ?? "nil")

let links = [
    "myapp://product/1234?ref=mail&campaign=spring%20sale",
    "https://example.com/a/b/c.html?x=1",
    "myapp://settings",
    "mailto:help@example.com?subject=Hi%21",
]
for s in links {
    guard let url = URL(string: s) else { print("bad: \(s)"); continue }
    let comps = URLComponents(url: url, resolvingAgainstBaseURL: false)
    let items = (comps?.queryItems ?? []).map { "\($0.name)=\($0.value ?? "")" }.joined(separator: "; ")
    print("\(url.scheme ?? "?") | host=\(url.host ?? "-") | path=\(url.path) | parts=\(url.pathComponents.count) | \(items)")
}

func route(_ url: URL) -> String {
    let parts = url.pathComponents.filter { $0 != "/" }
    switch (url.host, parts.first) {
    case ("product"?, let id?) where Int(id) != nil: return "show product \(id)"
    case ("settings"?, nil): return "open settings"
    default: return "unknown"
    }
}
print(links.compactMap(URL.init(string:)).map(route))

let relative = URL(string: "../img/pic.png", relativeTo: URL(string: "https://site.org/docs/guide/index.html"))!
print(relative.absoluteString)
print(URL(string: "https://site.org/docs/")!.appendingPathComponent("read me.txt").absoluteString)
let encodedQuery = URLComponents(string: "https://x.io/s?q=a+b%26c")!
print(encodedQuery.queryItems!.first!.value!, encodedQuery.percentEncodedQuery!)

// expect: caf%C3%A9%20&%20cr%C3%AApes/50%25%20off?
// expect: caf%C3%A9%20&%20cr%C3%AApes/50%25%20off%3F
// expect: caf%C3%A9%20%26%20cr%C3%AApes%2F50%25%20off%3F
// expect: true
// expect: 100% done nil
// expect: myapp | host=product | path=/1234 | parts=2 | ref=mail; campaign=spring sale
// expect: https | host=example.com | path=/a/b/c.html | parts=4 | x=1
// expect: myapp | host=settings | path= | parts=0 | 
// expect: mailto | host=- | path=help@example.com | parts=1 | subject=Hi!
// expect: ["show product 1234", "unknown", "open settings", "unknown"]
// expect: https://site.org/docs/img/pic.png
// expect: https://site.org/docs/read%20me.txt
// expect: a+b&c q=a+b%26c
