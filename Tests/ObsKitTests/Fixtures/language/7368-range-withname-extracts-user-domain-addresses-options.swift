// NSRegularExpression style (named groups): range(withName:) extracts user and domain from addresses, options .caseInsensitive
import Foundation

let addresses = ["Alice@Example.COM", "bob.smith@mail.example.org", "invalid@", "carol@localhost"]

let regex = try NSRegularExpression(
    pattern: #"^(?<user>[a-z0-9._]+)@(?<domain>[a-z0-9-]+(?:\.[a-z0-9-]+)+)$"#,
    options: [.caseInsensitive]
)

func group(_ name: String, of result: NSTextCheckingResult, in text: String) -> String? {
    let nsRange = result.range(withName: name)
    guard nsRange.location != NSNotFound, let range = Range(nsRange, in: text) else { return nil }
    return String(text[range])
}

var byDomain: [String: [String]] = [:]
for address in addresses {
    let full = NSRange(address.startIndex..., in: address)
    guard let result = regex.firstMatch(in: address, options: [], range: full),
          let user = group("user", of: result, in: address),
          let domain = group("domain", of: result, in: address) else {
        print("rejected: \(address)")
        continue
    }
    byDomain[domain.lowercased(), default: []].append(user.lowercased())
    print("user=\(user) domain=\(domain) groups=\(result.numberOfRanges - 1)")
}

for domain in byDomain.keys.sorted() {
    print(domain, "->", byDomain[domain]!.joined(separator: ", "))
}

// expect: user=Alice domain=Example.COM groups=2
// expect: user=bob.smith domain=mail.example.org groups=2
// expect: rejected: invalid@
// expect: rejected: carol@localhost
// expect: example.com -> alice
// expect: mail.example.org -> bob.smith
