// SwiftUI from Apple's documentation: Combine, ObservableObject (the Contact example)
// Source: developer.apple.com/documentation/combine/observableobject: "By default an
// ObservableObject synthesizes an objectWillChange publisher that emits the changed value before
// any of its @Published properties changes." The example prints "24 will change", then "25".
import Combine

class Contact: ObservableObject {
    @Published var name: String
    @Published var age: Int

    init(name: String, age: Int) {
        self.name = name
        self.age = age
    }

    func haveBirthday() -> Int {
        age += 1
        return age
    }
}

let john = Contact(name: "John Appleseed", age: 24)
var cancellable: AnyCancellable?
cancellable = john.objectWillChange
    .sink { _ in
        print("\(john.age) will change")
    }
print(john.haveBirthday())
print(john.haveBirthday())

// expect: 24 will change
// expect: 25
// expect: 25 will change
// expect: 26
