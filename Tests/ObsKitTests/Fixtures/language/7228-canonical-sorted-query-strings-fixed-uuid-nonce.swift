// Stack Overflow style (signed request URL): canonical sorted query strings, a fixed UUID nonce and base64 tokens in URLComponents
import Foundation

func canonicalQuery(_ params: [String: String]) -> String {
    var allowed = CharacterSet.alphanumerics
    allowed.insert(charactersIn: "-._~")
    return params.keys.sorted().map { key in
        let k = key.addingPercentEncoding(withAllowedCharacters: allowed)!
        let v = params[key]!.addingPercentEncoding(withAllowedCharacters: allowed)!
        return "\(k)=\(v)"
    }.joined(separator: "&")
}

func toySignature(_ text: String, secret: String) -> String {
    let key = Array(secret.utf8)
    let bytes = Array(text.utf8).enumerated().map { $0.element ^ key[$0.offset % key.count] }
    var folded = [UInt8](repeating: 0, count: 12)
    for (i, b) in bytes.enumerated() { folded[i % 12] = folded[i % 12] &+ b }
    return Data(folded).base64EncodedString()
}

let nonce = UUID(uuidString: "3F2504E0-4F89-11D3-9A0C-0305E82C3301")!
let params = [
    "action": "list files",
    "limit": "25",
    "nonce": nonce.uuidString.lowercased(),
    "timestamp": String(Int(Date(timeIntervalSince1970: 1_700_000_123).timeIntervalSince1970)),
    "filter": "type=pdf&size>1MB",
]
let query = canonicalQuery(params)
print(query)
let signature = toySignature("GET\n/v1/files\n" + query, secret: "s3cr3t")
print("signature:", signature)

var comps = URLComponents(string: "https://storage.example.net/v1/files")!
comps.percentEncodedQuery = query + "&sig=" + signature.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!
let url = comps.url!
print(url.absoluteString)

let parsed = URLComponents(url: url, resolvingAgainstBaseURL: false)!
let back = Dictionary(uniqueKeysWithValues: parsed.queryItems!.map { ($0.name, $0.value ?? "") })
print(back["filter"]!, back["action"]!, back["sig"]! == signature)
print("verified:", toySignature("GET\n/v1/files\n" + canonicalQuery(back.filter { $0.key != "sig" }), secret: "s3cr3t") == back["sig"]!)

let creds = Data("client-7:\(nonce.uuidString.prefix(8))".utf8).base64EncodedString()
print("Authorization: Basic \(creds)")
let decoded = String(data: Data(base64Encoded: creds)!, encoding: .utf8)!
print(decoded.components(separatedBy: ":"))

// expect: action=list%20files&filter=type%3Dpdf%26size%3E1MB&limit=25&nonce=3f2504e0-4f89-11d3-9a0c-0305e82c3301&timestamp=1700000123
// expect: signature: os/eYAd8bQUy/ZUW
// expect: https://storage.example.net/v1/files?action=list%20files&filter=type%3Dpdf%26size%3E1MB&limit=25&nonce=3f2504e0-4f89-11d3-9a0c-0305e82c3301&timestamp=1700000123&sig=os%2FeYAd8bQUy%2FZUW
// expect: type=pdf&size>1MB list files true
// expect: verified: true
// expect: Authorization: Basic Y2xpZW50LTc6M0YyNTA0RTA=
// expect: ["client-7", "3F2504E0"]
