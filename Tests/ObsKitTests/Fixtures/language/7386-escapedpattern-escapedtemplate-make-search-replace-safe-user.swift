// NSRegularExpression style (escaping): escapedPattern(for:) and escapedTemplate(for:) make search-and-replace safe for user text
import Foundation

func replaceAll(_ needle: String, with replacement: String, in haystack: String) -> String {
    let pattern = NSRegularExpression.escapedPattern(for: needle)
    let template = NSRegularExpression.escapedTemplate(for: replacement)
    let regex = try! NSRegularExpression(pattern: pattern, options: .caseInsensitive)
    let range = NSRange(haystack.startIndex..., in: haystack)
    return regex.stringByReplacingMatches(in: haystack, options: [], range: range, withTemplate: template)
}

print(NSRegularExpression.escapedPattern(for: "1+1=2?"))
print(NSRegularExpression.escapedTemplate(for: "cost: $5 \\ each"))

let text = "Price (USD): $4.99. PRICE (usd): $5.99. price(usd)."
print(replaceAll("price (usd)", with: "Cost [$]", in: text))
print(replaceAll("$", with: "€", in: text))
print(replaceAll(".", with: "!", in: "a.b.c"))

let unsafe = try! NSRegularExpression(pattern: ".")
let n = unsafe.numberOfMatches(in: "a.b.c", range: NSRange(location: 0, length: 5))
print("unescaped '.' matches \(n) times")

// expect: 1\+1=2\?
// expect: cost: \$5 \\ each
// expect: Cost [$]: $4.99. Cost [$]: $5.99. price(usd).
// expect: Price (USD): €4.99. PRICE (usd): €5.99. price(usd).
// expect: a!b!c
// expect: unescaped '.' matches 5 times
