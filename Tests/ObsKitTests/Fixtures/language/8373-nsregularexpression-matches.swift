// Foundation in app code: NSRegularExpression matches with NSRange, capture groups and stringByReplacingMatches
import Foundation

let text = "Order #123 shipped on 2024-05-01, order #456 on 2024-06-15."
let regex = try! NSRegularExpression(pattern: "#(\\d+) (?:shipped )?on (\\d{4})-(\\d{2})-(\\d{2})")
let nsRange = NSRange(text.startIndex..<text.endIndex, in: text)

let matches = regex.matches(in: text, range: nsRange)
print("Matches: \(matches.count)")
for match in matches {
    guard let idRange = Range(match.range(at: 1), in: text),
          let monthRange = Range(match.range(at: 3), in: text) else { continue }
    print("Order \(text[idRange]) in month \(text[monthRange])")
}

print("First match: \(regex.firstMatch(in: text, range: nsRange).map { (text as NSString).substring(with: $0.range) } ?? "none")")
print("Count: \(regex.numberOfMatches(in: text, range: nsRange))")

let emailRegex = try! NSRegularExpression(pattern: "^[A-Z0-9._%+-]+@[A-Z0-9.-]+\\.[A-Z]{2,}$", options: .caseInsensitive)
for email in ["test@example.com", "bad@", "Name.Last@Sub.Domain.org"] {
    let r = NSRange(email.startIndex..., in: email)
    print("\(email): \(emailRegex.firstMatch(in: email, range: r) != nil)")
}

let dates = try! NSRegularExpression(pattern: "(\\d{4})-(\\d{2})-(\\d{2})")
print(dates.stringByReplacingMatches(in: text, range: nsRange, withTemplate: "$3/$2/$1"))

do {
    _ = try NSRegularExpression(pattern: "([a-z")
} catch {
    print("Invalid pattern rejected")
}

// expect: Matches: 2
// expect: Order 123 in month 05
// expect: Order 456 in month 06
// expect: First match: #123 shipped on 2024-05-01
// expect: Count: 2
// expect: test@example.com: true
// expect: bad@: false
// expect: Name.Last@Sub.Domain.org: true
// expect: Order #123 shipped on 01/05/2024, order #456 on 15/06/2024.
// expect: Invalid pattern rejected
