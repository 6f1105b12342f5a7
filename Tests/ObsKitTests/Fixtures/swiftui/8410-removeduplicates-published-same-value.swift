// SwiftUI from Apple's documentation: Combine, Published and removeDuplicates()
// Source: developer.apple.com/documentation/combine/published: "publishing occurs in the
// property's willSet block" (willSet runs on every assignment, even of an equal value);
// removeDuplicates(): "Publishes only elements that don't match the previous element."
import Combine

final class Search: ObservableObject {
    @Published var query = ""
}

let search = Search()
var raw: [String] = []
var distinct: [String] = []
let rawWatch = search.$query.sink { raw.append($0) }
let distinctWatch = search.$query.removeDuplicates().sink { distinct.append($0) }

search.query = "swift"
search.query = "swift"
search.query = "swiftui"
search.query = "swiftui"
search.query = "swift"

print("raw \(raw)")
print("distinct \(distinct)")
_ = (rawWatch, distinctWatch)

// expect: raw ["", "swift", "swift", "swiftui", "swiftui", "swift"]
// expect: distinct ["", "swift", "swiftui", "swift"]
