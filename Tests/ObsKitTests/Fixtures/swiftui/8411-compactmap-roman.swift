// SwiftUI from Apple's documentation: Combine, Publisher.compactMap(_:)
// Source: developer.apple.com/documentation/combine/publisher/compactmap(_:): "Calls a closure
// with each received element and publishes any returned optional that has a value." The example
// maps (0...5) through [1: "I", 2: "II", 3: "III", 5: "V"] and prints "I II III V".
import Combine

let numbers = (0...5)
let romanNumeralDict: [Int : String] = [1: "I", 2: "II", 3: "III", 5: "V"]
var out: [String] = []
var cancellable: AnyCancellable?
cancellable = numbers.publisher
    .compactMap { romanNumeralDict[$0] }
    .sink { out.append($0) }
print(out.joined(separator: " "))

final class AgeField: ObservableObject {
    @Published var text = ""
}
let field = AgeField()
let ages = field.$text
    .compactMap { Int($0) }
    .sink { print("valid age \($0)") }
field.text = "4"
field.text = "4x"
field.text = "42"
field.text = ""
_ = ages

// expect: I II III V
// expect: valid age 4
// expect: valid age 42
