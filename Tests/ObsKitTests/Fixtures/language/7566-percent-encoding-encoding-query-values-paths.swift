// Tutorial style (percent encoding): encoding query values and paths, then decoding them again
import Foundation

let values = ["hello world", "a&b=c", "café", "50% off!", "path/with/slashes", "emoji 😀", "plus+sign"]

for v in values {
    let q = v.addingPercentEncoding(withAllowedCharacters: .urlQueryAllowed) ?? "nil"
    print("\(v) -> \(q)")
}

// For a query *value*, & = + ? must also be encoded
var valueAllowed = CharacterSet.urlQueryAllowed
valueAllowed.remove(charactersIn: "&=+?/")
for v in values {
    print("value:", v.addingPercentEncoding(withAllowedCharacters: valueAllowed)!)
}

print("path:", "/docs/My File (1).pdf".addingPercentEncoding(withAllowedCharacters: .urlPathAllowed)!)
print("host:", "exa mple.com".addingPercentEncoding(withAllowedCharacters: .urlHostAllowed)!)
print("fragment:", "sec tion#2".addingPercentEncoding(withAllowedCharacters: .urlFragmentAllowed)!)
let strict = "a-b_c.d~e f".addingPercentEncoding(withAllowedCharacters: .alphanumerics)!
print("alnum only:", strict)

let encoded = ["hello%20world", "caf%C3%A9", "100%25", "%E2%9C%93 done", "bad%ZZ", "%"]
for e in encoded {
    print(e, "=>", e.removingPercentEncoding ?? "<invalid>")
}

func buildQuery(_ params: [(String, String)]) -> String {
    params.map { k, v in
        "\(k.addingPercentEncoding(withAllowedCharacters: valueAllowed)!)=\(v.addingPercentEncoding(withAllowedCharacters: valueAllowed)!)"
    }.joined(separator: "&")
}
let q = buildQuery([("q", "swift strings"), ("lang", "en&fr"), ("page", "2")])
print(q)
let decoded = q.components(separatedBy: "&").map { pair -> String in
    let kv = pair.components(separatedBy: "=")
    return "\(kv[0].removingPercentEncoding!): \(kv[1].removingPercentEncoding!)"
}
print(decoded.joined(separator: "; "))
// expect: hello world -> hello%20world
// expect: a&b=c -> a&b=c
// expect: café -> caf%C3%A9
// expect: 50% off! -> 50%25%20off!
// expect: path/with/slashes -> path/with/slashes
// expect: emoji 😀 -> emoji%20%F0%9F%98%80
// expect: plus+sign -> plus+sign
// expect: value: hello%20world
// expect: value: a%26b%3Dc
// expect: value: caf%C3%A9
// expect: value: 50%25%20off!
// expect: value: path%2Fwith%2Fslashes
// expect: value: emoji%20%F0%9F%98%80
// expect: value: plus%2Bsign
// expect: path: /docs/My%20File%20(1).pdf
// expect: host: exa%20mple.com
// expect: fragment: sec%20tion%232
// expect: alnum only: a%2Db%5Fc%2Ed%7Ee%20f
// expect: hello%20world => hello world
// expect: caf%C3%A9 => café
// expect: 100%25 => 100%
// expect: %E2%9C%93 done => ✓ done
// expect: bad%ZZ => <invalid>
// expect: % => <invalid>
// expect: q=swift%20strings&lang=en%26fr&page=2
// expect: q: swift strings; lang: en&fr; page: 2
