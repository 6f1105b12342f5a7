// Tutorial style (text sanitizer): replacingOccurrences with .regularExpression and .caseInsensitive options to clean and slugify titles
import Foundation

func slugify(_ title: String) -> String {
    let lower = title.lowercased()
    let dashed = lower.replacingOccurrences(of: "[^a-z0-9]+", with: "-", options: .regularExpression)
    return dashed.trimmingCharacters(in: CharacterSet(charactersIn: "-"))
}

let titles = ["Hello, World!", "  Swift 6 -- What's New?  ", "C++ vs. Swift: A Comparison", "___"]
for t in titles {
    print("\"\(t)\" -> \"\(slugify(t))\"")
}

let draft = "The  quick   brown fox.   It was QUICK indeed."
let collapsed = draft.replacingOccurrences(of: "\\s+", with: " ", options: .regularExpression)
print(collapsed)
let censored = collapsed.replacingOccurrences(of: "quick", with: "swift", options: .caseInsensitive)
print(censored)

let phone = "Call (555) 123-4567 or 555.987.6543"
let digitsOnly = phone.replacingOccurrences(of: "[^0-9]", with: "", options: .regularExpression)
print(digitsOnly, digitsOnly.count)

let dateSwap = "2024-05-17 and 2023-12-01".replacingOccurrences(
    of: #"(\d{4})-(\d{2})-(\d{2})"#, with: "$3/$2/$1", options: .regularExpression)
print(dateSwap)

let html = "<p>Hello <b>there</b>, <i>friend</i>!</p>"
print(html.replacingOccurrences(of: "<[^>]+>", with: "", options: .regularExpression))

var template = "Dear {NAME}, your order {ORDER} ships {when}."
let values = ["name": "Ana", "order": "#881", "when": "Monday"]
for key in values.keys.sorted() {
    template = template.replacingOccurrences(of: "{\(key)}", with: values[key]!, options: .caseInsensitive)
}
print(template)

let firstOnly = "a-b-c-d".replacingOccurrences(of: "-", with: "+", options: [], range: "a-b-c-d".range(of: "-"))
print(firstOnly)
print("tab\tseparated\tvalues".replacingOccurrences(of: "\t", with: " | "))

// expect: "Hello, World!" -> "hello-world"
// expect: "  Swift 6 -- What's New?  " -> "swift-6-what-s-new"
// expect: "C++ vs. Swift: A Comparison" -> "c-vs-swift-a-comparison"
// expect: "___" -> ""
// expect: The quick brown fox. It was QUICK indeed.
// expect: The swift brown fox. It was swift indeed.
// expect: 55512345675559876543 20
// expect: 17/05/2024 and 01/12/2023
// expect: Hello there, friend!
// expect: Dear Ana, your order #881 ships Monday.
// expect: a+b-c-d
// expect: tab | separated | values
