// SwiftUI from Apple's documentation: Combine, Publisher.merge(with:)
// Source: developer.apple.com/documentation/combine/publisher/merge(with:)-7qt71: "Combines
// elements from this publisher with those from another publisher, delivering an interleaved
// sequence of elements." The example sends pubA 1, pubB 40, pubA 2, pubB 50, pubA 3, pubB 60 and
// prints "1 40 2 50 3 60". Publisher.dropFirst(_:): "Omits the specified number of elements
// before republishing subsequent elements."
import Combine

let pubA = PassthroughSubject<Int, Never>()
let pubB = PassthroughSubject<Int, Never>()
var merged: [String] = []
var cancellable: AnyCancellable?
cancellable = pubA
    .merge(with: pubB)
    .sink { merged.append("\($0)") }

pubA.send(1)
pubB.send(40)
pubA.send(2)
pubB.send(50)
pubA.send(3)
pubB.send(60)
print(merged.joined(separator: " "))

final class Editor: ObservableObject {
    @Published var title = "Untitled"
    @Published var body = ""
}
let editor = Editor()
let edits = editor.$title.dropFirst()
    .merge(with: editor.$body.dropFirst())
    .sink { print("edited: \($0)") }
editor.title = "Notes"
editor.body = "Buy milk"
editor.title = "Shopping"
_ = edits

// expect: 1 40 2 50 3 60
// expect: edited: Notes
// expect: edited: Buy milk
// expect: edited: Shopping
