// NSRegularExpression style (date extraction): matches(in:options:range:) with range(at:) converting NSRange back to String ranges
import Foundation

let text = "Invoice dated 2023-11-05, due 2023-12-05. Paid on 2023-12-01; reminder sent 2023-12-20."

do {
    let regex = try NSRegularExpression(pattern: #"(\d{4})-(\d{2})-(\d{2})"#)
    let whole = NSRange(text.startIndex..<text.endIndex, in: text)
    let results = regex.matches(in: text, options: [], range: whole)
    print("found \(results.count) dates")
    let monthNames = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    for result in results {
        var parts: [String] = []
        for group in 1..<result.numberOfRanges {
            if let r = Range(result.range(at: group), in: text) {
                parts.append(String(text[r]))
            }
        }
        let month = monthNames[Int(parts[1])! - 1]
        print("\(Int(parts[2])!) \(month) \(parts[0]) at offset \(result.range.location)")
    }
    let count = regex.numberOfMatches(in: text, options: [], range: whole)
    print("numberOfMatches agrees: \(count == results.count)")
    if let first = regex.firstMatch(in: text, options: [], range: whole),
       let r = Range(first.range, in: text) {
        print("first date: \(text[r])")
    }
} catch {
    print("pattern error: \(error)")
}

// expect: found 4 dates
// expect: 5 Nov 2023 at offset 14
// expect: 5 Dec 2023 at offset 30
// expect: 1 Dec 2023 at offset 50
// expect: 20 Dec 2023 at offset 76
// expect: numberOfMatches agrees: true
// expect: first date: 2023-11-05
