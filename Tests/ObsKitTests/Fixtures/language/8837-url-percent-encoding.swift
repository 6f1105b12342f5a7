// Apple docs style (String.addingPercentEncoding): escaping text for URLs
import Foundation

let title = "Summer Sale: 50% off!"
let queryValue = title.addingPercentEncoding(withAllowedCharacters: .urlQueryAllowed)!
print(queryValue)

let fileName = "my report (final).pdf"
let pathValue = fileName.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed)!
print(pathValue)

let unicode = "naïve café"
let escaped = unicode.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!
print(escaped)
print(escaped.removingPercentEncoding!)

print("%E2%9C%93 done".removingPercentEncoding!)
print("broken %ZZ".removingPercentEncoding == nil)

// URLComponents keeps both forms of the path and query
var components = URLComponents()
components.scheme = "https"
components.host = "files.example.com"
components.path = "/shared/\(fileName)"
components.queryItems = [URLQueryItem(name: "note", value: "for Zoë")]
print("path: \(components.path)")
print("percentEncodedPath: \(components.percentEncodedPath)")
print("query: \(components.query!)")
print("percentEncodedQuery: \(components.percentEncodedQuery!)")
print(components.url!.absoluteString)

let url = components.url!
print("lastPathComponent: \(url.lastPathComponent)")

// expect: Summer%20Sale:%2050%25%20off!
// expect: my%20report%20(final).pdf
// expect: na%C3%AFve%20caf%C3%A9
// expect: naïve café
// expect: ✓ done
// expect: true
// expect: path: /shared/my report (final).pdf
// expect: percentEncodedPath: /shared/my%20report%20(final).pdf
// expect: query: note=for Zoë
// expect: percentEncodedQuery: note=for%20Zo%C3%AB
// expect: https://files.example.com/shared/my%20report%20(final).pdf?note=for%20Zo%C3%AB
// expect: lastPathComponent: my report (final).pdf
