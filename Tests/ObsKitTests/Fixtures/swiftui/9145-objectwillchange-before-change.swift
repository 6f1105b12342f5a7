// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/combine/observableobject (objectWillChange emits before any @Published property changes)
// Apple's Contact example: "By default an ObservableObject synthesizes an objectWillChange publisher that emits
// the changed value before any of its @Published properties changes." The sink reads the old age. Unlike
// withObservationTracking, the subscription stays: every published change emits again, whichever property it is.
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
let cancellable = john.objectWillChange
    .sink { _ in
        print("\(john.age) will change")
    }
print(john.haveBirthday())
// expect: 24 will change
// expect: 25
john.name = "John A."
// expect: 25 will change
print(john.haveBirthday())
// expect: 25 will change
// expect: 26
