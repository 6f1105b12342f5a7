// string manipulation: title case, camelCase/snake_case conversions, splitting and trimming (expected output from swiftc 6.3.1 on Linux)
import Foundation

let smallWords: Set<String> = ["a", "an", "the", "of", "and", "in", "on", "to"]

func titleCase(_ s: String) -> String {
    let words = s.lowercased().split(separator: " ")
    return words.enumerated().map { index, word in
        let w = String(word)
        if index > 0 && smallWords.contains(w) { return w }
        return w.prefix(1).uppercased() + w.dropFirst()
    }.joined(separator: " ")
}

func snakeCase(_ camel: String) -> String {
    var result = ""
    for ch in camel {
        if ch.isUppercase {
            if !result.isEmpty { result += "_" }
            result += ch.lowercased()
        } else {
            result.append(ch)
        }
    }
    return result
}

func camelCase(_ snake: String) -> String {
    let parts = snake.split(separator: "_")
    guard let first = parts.first else { return "" }
    return String(first) + parts.dropFirst().map { $0.capitalized }.joined()
}

print(titleCase("the lord OF the rings"))
print(titleCase("a tale of two cities"))
print(titleCase("war and peace in the modern era"))
print(snakeCase("userProfileImageURL"))
print(snakeCase("HTTPServer"))
print(camelCase("created_at_date"))
print(camelCase("id"))

let messy = "   Swift,  Kotlin ,Rust,, Go  ,  "
let languages = messy.split(separator: ",")
    .map { $0.trimmingCharacters(in: .whitespaces) }
    .filter { !$0.isEmpty }
print(languages)
print(messy.components(separatedBy: ",").count)

let path = "/Users/demo/Documents/report.final.pdf"
let fileName = path.split(separator: "/").last!
let ext = fileName.split(separator: ".").last!
let base = fileName.dropLast(ext.count + 1)
print(fileName, ext, base)

let sentence = "swift makes string handling pleasant"
print(sentence.capitalized)
print(sentence.replacingOccurrences(of: "s", with: "$"))
print(sentence.uppercased().split(separator: " ").map { $0.prefix(3) }.joined(separator: "-"))
print(String(repeating: "=-", count: 5) + "=")
print(sentence.hasPrefix("swift"), sentence.hasSuffix("ant"), sentence.contains("string"))
print(sentence.range(of: "handling").map { sentence.distance(from: sentence.startIndex, to: $0.lowerBound) } ?? -1)
// expect: The Lord of the Rings
// expect: A Tale of Two Cities
// expect: War and Peace in the Modern Era
// expect: user_profile_image_u_r_l
// expect: h_t_t_p_server
// expect: createdAtDate
// expect: id
// expect: ["Swift", "Kotlin", "Rust", "Go"]
// expect: 6
// expect: report.final.pdf pdf report.final
// expect: Swift Makes String Handling Pleasant
// expect: $wift make$ $tring handling plea$ant
// expect: SWI-MAK-STR-HAN-PLE
// expect: =-=-=-=-=-=
// expect: true true true
// expect: 19
