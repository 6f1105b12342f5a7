// SwiftUI from Apple's documentation: Combine, Publisher.removeDuplicates()
// Source: developer.apple.com/documentation/combine/publisher/removeduplicates(): "Publishes only
// elements that don't match the previous element." "This operator has a two-element memory: the
// operator uses the current and previously published elements as the basis for its comparison."
// The example: [0, 1, 2, 2, 3, 3, 3, 4, 4, 4, 4, 0] prints "0 1 2 3 4 0".
import Combine

let numbers = [0, 1, 2, 2, 3, 3, 3, 4, 4, 4, 4, 0]
var kept: [String] = []
var cancellable: AnyCancellable?
cancellable = numbers.publisher
    .removeDuplicates()
    .sink { kept.append("\($0)") }
print(kept.joined(separator: " "))

let words = ["a", "A", "b", "B", "b", "a"]
var caseless: [String] = []
let byPredicate = words.publisher
    .removeDuplicates { $0.lowercased() == $1.lowercased() }
    .sink { caseless.append($0) }
print(caseless)
_ = byPredicate

// expect: 0 1 2 3 4 0
// expect: ["a", "b", "a"]
