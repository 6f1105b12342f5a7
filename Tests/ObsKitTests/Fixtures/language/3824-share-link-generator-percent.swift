// App code style: a share-link generator percent-encoding user input and resolving relative links
import Foundation

let inputs = ["hello world", "a&b=c", "café/menu", "100% sure?", "emoji 😀", "plus+sign"]
for s in inputs {
    let query = s.addingPercentEncoding(withAllowedCharacters: .urlQueryAllowed) ?? "nil"
    let path = s.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? "nil"
    let strict = s.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "nil"
    print("\(s) | query: \(query) | path: \(path) | strict: \(strict)")
}

let encoded = "Caf%C3%A9%20%26%20Bar%2Fgrill"
print("decoded:", encoded.removingPercentEncoding ?? "nil")
print("bad escape:", "100%zz".removingPercentEncoding ?? "nil")

let base = URL(string: "https://blog.example.com/posts/2024/05/")!
let links = ["intro.html", "../04/older.html", "/about", "?page=2", "#comments", "https://other.example.org/x"]
for l in links {
    if let u = URL(string: l, relativeTo: base) {
        print("\(l) -> \(u.absoluteString)")
    }
}

var comps = URLComponents(string: "https://blog.example.com/search")!
comps.queryItems = [URLQueryItem(name: "tag", value: "swift & c++"), URLQueryItem(name: "lang", value: "en")]
print("built:", comps.url!.absoluteString)
comps.percentEncodedQuery = comps.percentEncodedQuery?.replacingOccurrences(of: "+", with: "%2B")
print("plus escaped:", comps.url!.absoluteString)
print("tag back:", comps.queryItems?.first?.value ?? "nil")
let spaced = URL(string: "https://example.com/a b")
print("url with space:", spaced?.absoluteString ?? "nil")
// expect: hello world | query: hello%20world | path: hello%20world | strict: hello%20world
// expect: a&b=c | query: a&b=c | path: a&b=c | strict: a%26b%3Dc
// expect: café/menu | query: caf%C3%A9/menu | path: caf%C3%A9/menu | strict: caf%C3%A9%2Fmenu
// expect: 100% sure? | query: 100%25%20sure? | path: 100%25%20sure%3F | strict: 100%25%20sure%3F
// expect: emoji 😀 | query: emoji%20%F0%9F%98%80 | path: emoji%20%F0%9F%98%80 | strict: emoji%20%F0%9F%98%80
// expect: plus+sign | query: plus+sign | path: plus+sign | strict: plus%2Bsign
// expect: decoded: Café & Bar/grill
// expect: bad escape: nil
// expect: intro.html -> https://blog.example.com/posts/2024/05/intro.html
// expect: ../04/older.html -> https://blog.example.com/posts/2024/04/older.html
// expect: /about -> https://blog.example.com/about
// expect: ?page=2 -> https://blog.example.com/posts/2024/05/?page=2
// expect: #comments -> https://blog.example.com/posts/2024/05/#comments
// expect: https://other.example.org/x -> https://other.example.org/x
// expect: built: https://blog.example.com/search?tag=swift%20%26%20c++&lang=en
// expect: plus escaped: https://blog.example.com/search?tag=swift%20%26%20c%2B%2B&lang=en
// expect: tag back: swift & c++
// expect: url with space: https://example.com/a%20b
