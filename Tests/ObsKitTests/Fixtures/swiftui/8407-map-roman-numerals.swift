// SwiftUI from Apple's documentation: Combine, Publisher.map(_:)
// Source: developer.apple.com/documentation/combine/publisher/map(_:)-99evh: "Transforms all
// elements from the upstream publisher with a provided closure." The example maps
// [5, 4, 3, 2, 1, 0] through a roman-numeral dictionary and prints "V IV III II I (unknown)".
// Here the same mapping is applied to a @Published property's publisher as well.
import Combine

let numbers = [5, 4, 3, 2, 1, 0]
let romanNumeralDict: [Int : String] = [1: "I", 2: "II", 3: "III", 4: "IV", 5: "V"]
var words: [String] = []
var cancellable: AnyCancellable?
cancellable = numbers.publisher
    .map { romanNumeralDict[$0] ?? "(unknown)" }
    .sink { words.append($0) }
print(words.joined(separator: " "))

final class Chapter: ObservableObject {
    @Published var number = 1
}
let chapter = Chapter()
let heading = chapter.$number
    .map { "Chapter \(romanNumeralDict[$0] ?? "?")" }
    .sink { print($0) }
chapter.number = 4
chapter.number = 9
_ = heading

// expect: V IV III II I (unknown)
// expect: Chapter I
// expect: Chapter IV
// expect: Chapter ?
