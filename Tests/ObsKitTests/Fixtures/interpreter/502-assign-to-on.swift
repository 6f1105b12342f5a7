// assign(to:on:) writes each value through the key path; a @Published target publishes as usual.
import Combine

class Label {
    var text = ""
}
class Model: ObservableObject {
    @Published var title = "none"
}

let subject = PassthroughSubject<Int, Never>()
let label = Label()
let c1 = subject.map { "count \($0)" }.assign(to: \.text, on: label)
subject.send(1)
print(label.text)
subject.send(2)
print(label.text)

let model = Model()
let watch = model.$title.sink { print("title ->", $0) }
let c2 = Just("hello").assign(to: \Model.title, on: model)
print(model.title)

// expect: count 1
// expect: count 2
// expect: title -> none
// expect: title -> hello
// expect: hello
