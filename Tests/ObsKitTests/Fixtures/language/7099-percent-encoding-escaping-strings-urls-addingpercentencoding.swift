// Tutorial style (percent encoding): escaping strings for URLs with addingPercentEncoding
import Foundation

let inputs = ["hello world", "a&b=c", "café", "100%", "path/to/file", "x+y"]

for s in inputs {
    let q = s.addingPercentEncoding(withAllowedCharacters: .urlQueryAllowed) ?? "nil"
    let p = s.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? "nil"
    let a = s.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "nil"
    print("\(s) | \(q) | \(p) | \(a)")
}

let encoded = "hello%20world%21"
print(encoded.removingPercentEncoding ?? "nil")
print("caf%C3%A9".removingPercentEncoding ?? "nil")

var allowed = CharacterSet.urlQueryAllowed
allowed.remove(charactersIn: "&=+")
let value = "a+b&c=d"
print(value.addingPercentEncoding(withAllowedCharacters: allowed) ?? "nil")
// expect: hello world | hello%20world | hello%20world | hello%20world
// expect: a&b=c | a&b=c | a&b=c | a%26b%3Dc
// expect: café | caf%C3%A9 | caf%C3%A9 | caf%C3%A9
// expect: 100% | 100%25 | 100%25 | 100%25
// expect: path/to/file | path/to/file | path/to/file | path%2Fto%2Ffile
// expect: x+y | x+y | x+y | x%2By
// expect: hello world!
// expect: café
// expect: a%2Bb%26c%3Dd
